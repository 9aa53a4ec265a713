/**
 * Launch sessions: the token a game plays with instead of the player's bearer token. It is bound
 * to one player, one provider and one game, lives LAUNCH_IDLE_SECONDS past its last use and never
 * past LAUNCH_MAX_SECONDS or the sign-in session it came from, so logging out, a password change
 * or a suspension ends the game too. Only its SHA-256 is stored.
 */
import { hashToken, newToken } from '../../platform/auth/tokens.js';
import type { Executor } from '../../platform/ledger/ledger.js';
import { extendLaunchSession, findLiveLaunchSession, insertLaunchSession } from './queries.js';

/** Idle time after which a game must be opened again. */
export const LAUNCH_IDLE_SECONDS = 30 * 60;
/** The longest a launch lasts, however busy. */
export const LAUNCH_MAX_SECONDS = 12 * 60 * 60;
/** Uses within this long of the last extension do not write again. */
const EXTEND_STEP_SECONDS = 60;

export interface LaunchSession {
  id: number;
  userId: number;
  username: string;
  currency: string;
  platform: string;
  gameCode: string;
  /** The launched game as the catalogue names it (its code when the catalogue lacks it). */
  game: { name: string; type: string };
  /**
   * The game and its provider are switched on: new rounds may start. Rounds already in play
   * finish either way.
   */
  gameActive: boolean;
  /** The operator's stake limits for new rounds, in paisa; null: the game's own. */
  stakeLimitsPaisa: { min: number | null; max: number | null };
}

function isoAt(ms: number): string {
  return new Date(ms).toISOString();
}

export async function issueLaunchSession(
  db: Executor,
  input: {
    userId: number;
    parentSessionId: number;
    parentExpiresAt: string;
    platform: string;
    gameCode: string;
  },
  nowMs: number = Date.now(),
): Promise<string> {
  const token = newToken();
  const endsAtMs = Math.min(nowMs + LAUNCH_MAX_SECONDS * 1000, Date.parse(input.parentExpiresAt));
  await insertLaunchSession(db, {
    token_hash: hashToken(token),
    user_id: input.userId,
    parent_session_id: input.parentSessionId,
    platform: input.platform,
    game_code: input.gameCode,
    created_at: isoAt(nowMs),
    expires_at: isoAt(Math.min(nowMs + LAUNCH_IDLE_SECONDS * 1000, endsAtMs)),
    ends_at: isoAt(endsAtMs),
  });
  return token;
}

/**
 * The live launch session of a token (and moves its idle expiry on, at most once a minute: the
 * read answers the expiry, so most calls write nothing), or undefined.
 */
export async function resolveLaunchSession(
  db: Executor,
  token: string,
  nowMs: number = Date.now(),
): Promise<LaunchSession | undefined> {
  const row = await findLiveLaunchSession(db, hashToken(token), isoAt(nowMs));
  if (!row) return undefined;
  const extended = Math.min(nowMs + LAUNCH_IDLE_SECONDS * 1000, Date.parse(row.ends_at));
  const onlyIfBefore = isoAt(extended - EXTEND_STEP_SECONDS * 1000);
  if (row.expires_at < onlyIfBefore) {
    await extendLaunchSession(db, row.id, { expiresAt: isoAt(extended), onlyIfBefore });
  }
  return {
    id: row.id,
    userId: row.user_id,
    username: row.username,
    currency: row.currency,
    platform: row.platform,
    gameCode: row.game_code,
    game: { name: row.game_name ?? row.game_code, type: row.game_type ?? '' },
    gameActive: row.game_status === 1 && row.provider_status === 1,
    stakeLimitsPaisa: { min: row.min_stake_paisa, max: row.max_stake_paisa },
  };
}
