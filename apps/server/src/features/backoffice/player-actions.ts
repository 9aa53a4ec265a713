/**
 * The operator's changes to a player: ending sessions and setting market blocks. Each change and
 * its audit entry (with the before and after) commit in one transaction.
 */
import {
  backofficeMessages,
  type BackofficeMessageResponse,
  type SetMarketBlockRequest,
} from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { revokeAllSessionsOfUser, revokeSessionTree } from '../../platform/auth/sessions.js';
import { isoNow } from '../../platform/db/time.js';
import { DomainError } from '../../platform/errors/domain-error.js';
import { getMarketBlock, setMarketBlock } from '../market-block/service.js';
import { recordChange, type AuditMeta } from '../operators/service.js';
import { findPlayerOr404 } from './player-views.js';
import { countLiveSessions, findPlayerSession } from './queries.js';

export type ActionMeta = AuditMeta;

/** Ends one sign-in and the exchange and game tokens issued under it. */
export async function revokePlayerSession(
  context: AppContext,
  userId: number,
  sessionId: number,
  meta: ActionMeta,
): Promise<BackofficeMessageResponse> {
  await findPlayerOr404(context, userId);
  await context.db.transaction().execute(async (trx) => {
    const session = await findPlayerSession(trx, userId, sessionId);
    if (!session) throw new DomainError('not_found', backofficeMessages.sessionNotFound);
    const liveBefore = await countLiveSessions(trx, userId, isoNow());
    await revokeSessionTree(trx, sessionId);
    await recordChange(trx, meta, {
      action: 'player.session_revoke',
      targetType: 'user',
      targetId: String(userId),
      detail: { session_id: sessionId },
      before: { revoked_at: session.revoked_at, live_sessions: liveBefore },
      after: { live_sessions: await countLiveSessions(trx, userId, isoNow()) },
    });
  });
  return { message: backofficeMessages.sessionRevoked };
}

export async function revokeAllPlayerSessions(
  context: AppContext,
  userId: number,
  meta: ActionMeta,
): Promise<BackofficeMessageResponse> {
  await findPlayerOr404(context, userId);
  await context.db.transaction().execute(async (trx) => {
    const liveBefore = await countLiveSessions(trx, userId, isoNow());
    await revokeAllSessionsOfUser(trx, userId);
    await recordChange(trx, meta, {
      action: 'player.session_revoke_all',
      targetType: 'user',
      targetId: String(userId),
      before: { live_sessions: liveBefore },
      after: { live_sessions: 0 },
    });
  });
  return { message: backofficeMessages.sessionsRevoked };
}

export async function setPlayerMarketBlock(
  context: AppContext,
  userId: number,
  block: SetMarketBlockRequest,
  meta: ActionMeta,
): Promise<BackofficeMessageResponse> {
  await findPlayerOr404(context, userId);
  await context.db.transaction().execute(async (trx) => {
    const before = await getMarketBlock(trx, userId);
    await setMarketBlock(trx, userId, block);
    await recordChange(trx, meta, {
      action: 'player.market_block',
      targetType: 'user',
      targetId: String(userId),
      before,
      after: block,
    });
  });
  return { message: backofficeMessages.marketBlockSaved };
}
