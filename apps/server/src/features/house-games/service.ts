/**
 * The house games' session, fairness and bet history calls; the plays themselves live in
 * slots-play.ts, mines-play.ts and crash-play.ts. Other features use nothing here but the engine
 * accessor (tests drive Crash's clock through it).
 */
import {
  HOUSE_BET_GAMES,
  houseMessages,
  paisa,
  paisaToTaka,
  type CrashRound,
  type HouseBet,
  type HouseBetGame,
  type HouseFairness,
  type HouseSessionResponse,
} from '@khela/contract';
import { HOUSE_GAMES, type HouseGame } from '@khela/house-games';
import type { AppContext } from '../../platform/app-context.js';
import { DomainError } from '../../platform/errors/domain-error.js';
import { houseWallet, type LaunchSession } from '../casino/service.js';
import { houseBetView } from './bet-view.js';
import { roundView } from './crash-rounds.js';
import { fairnessOf, rotateSeeds } from './fair-seeds.js';
import { stakeLimitsPaisa } from './new-round.js';
import { findHouseBet, findRound, findSeedsByIds, listHouseBets } from './queries.js';
import type { HouseBetRow } from './tables.js';

export { crashEngineOf, type CrashEngine } from './crash-engine.js';

const isHouseGame = (game: string): game is HouseGame =>
  (HOUSE_GAMES as readonly string[]).includes(game);

/** The launched game's stake limits for new rounds, in taka. */
function stakeLimitsOf(launch: LaunchSession): { min: number; max: number } {
  if (!isHouseGame(launch.gameCode)) return { min: 0, max: 0 };
  const { min, max } = stakeLimitsPaisa(launch, launch.gameCode);
  return { min: paisaToTaka(paisa(min)), max: paisaToTaka(paisa(max)) };
}

/** Bets the history list shows. */
const BET_HISTORY_LENGTH = 50;

export async function houseSession(
  context: AppContext,
  launch: LaunchSession,
): Promise<HouseSessionResponse> {
  const balance = await houseWallet(context).balance(launch.userId);
  return {
    username: launch.username,
    currency: launch.currency,
    balance: paisaToTaka(balance.balancePaisa),
    game: launch.gameCode,
    fairness: await fairnessOf(context.db, launch.userId),
    stake_limits: stakeLimitsOf(launch),
  };
}

export function fairness(context: AppContext, launch: LaunchSession): Promise<HouseFairness> {
  return fairnessOf(context.db, launch.userId);
}

export async function rotateFairSeeds(
  context: AppContext,
  launch: LaunchSession,
  clientSeed: string | undefined,
): Promise<HouseFairness> {
  await context.db.transaction().execute((trx) => rotateSeeds(trx, launch.userId, clientSeed));
  return fairnessOf(context.db, launch.userId);
}

async function viewsOf(context: AppContext, bets: HouseBetRow[]): Promise<HouseBet[]> {
  const seeds = new Map(
    (await findSeedsByIds(context.db, [...new Set(bets.map((bet) => bet.seed_id))])).map((seed) => [
      seed.id,
      seed,
    ]),
  );
  return bets.flatMap((bet) => {
    const seed = seeds.get(bet.seed_id);
    return seed ? [houseBetView(bet, seed)] : [];
  });
}

const isBetGame = (game: string): game is HouseBetGame =>
  (HOUSE_BET_GAMES as readonly string[]).includes(game);

/** The player's latest bets of the launched game (any but Crash, whose rounds are shared), newest first. */
export async function listBets(
  context: AppContext,
  launch: LaunchSession,
): Promise<{ data: HouseBet[] }> {
  const game = launch.gameCode;
  if (!isBetGame(game)) return { data: [] };
  const bets = await listHouseBets(context.db, launch.userId, game, BET_HISTORY_LENGTH);
  return { data: await viewsOf(context, bets) };
}

/** One of the player's own bets, with what the verify page needs. */
export async function oneBet(
  context: AppContext,
  launch: LaunchSession,
  id: number,
): Promise<HouseBet> {
  const bet = await findHouseBet(context.db, launch.userId, id);
  const [view] = bet ? await viewsOf(context, [bet]) : [];
  if (!view) throw new DomainError('not_found', houseMessages.betNotFound);
  return view;
}

/** A Crash round for the verify page (its seed once it has crashed). */
export async function crashRound(context: AppContext, id: number): Promise<CrashRound> {
  const round = await findRound(context.db, id);
  if (!round) throw new DomainError('not_found', houseMessages.roundNotFound);
  return roundView(context.db, round);
}
