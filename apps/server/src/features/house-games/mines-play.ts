/**
 * Mines, one game in play per player, each step one database transaction:
 * - start: the next nonce places the mines (kept secret), the stake is debited;
 * - pick: a mine loses (the round closes with nothing paid); a safe tile raises the multiplier, and
 *   the last safe tile, or a win reaching the cap, cashes out by itself;
 * - cash out: after at least one safe tile, pays ⌊stake × multiplier⌋ and settles the round.
 * A game left in play waits for the player's return (start and the page's first call answer it).
 * Each step's transaction may be the route's, which also holds the call's Idempotency-Key.
 */
import {
  HOUSE_MAX_WIN_MULTIPLIER,
  houseMessages,
  paisa,
  type HousePlayResponse,
} from '@khela/contract';
import { minesFromSeeds, minesPayoutPaisa, minesSafeTileCount } from '@khela/house-games';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../platform/app-context.js';
import type { Database } from '../../platform/db/database.js';
import { plainTransaction, type CallTransaction } from '../../platform/db/call-transaction.js';
import { DomainError } from '../../platform/errors/domain-error.js';
import { houseWallet, type LaunchSession, type ProviderWallet } from '../casino/service.js';
import { housePlayResponse, readTiles } from './bet-view.js';
import { roundInPlay, seedsOf, settleRound, startSteppedRound } from './stepped-round.js';
import { lockGameInPlay, updateHouseBet } from './queries.js';
import type { HouseBetRow } from './tables.js';

/** The cash-out of `safePicks` safe tiles, never more than the cap. */
function payoutOf(bet: HouseBetRow, safePicks: number): number {
  const payout = minesPayoutPaisa(paisa(bet.stake_paisa), bet.mine_count ?? 0, safePicks);
  return Math.min(payout, bet.stake_paisa * HOUSE_MAX_WIN_MULTIPLIER);
}

/** Ends the game: a win pays `payoutPaisa`, a loss pays nothing; either settles the round. */
function finish(
  trx: Transaction<Database>,
  wallet: ProviderWallet,
  bet: HouseBetRow,
  picks: number[],
  payoutPaisa: number,
): Promise<HousePlayResponse> {
  return settleRound(trx, wallet, bet, { picks: JSON.stringify(picks) }, payoutPaisa);
}

export function currentMines(context: AppContext, launch: LaunchSession) {
  return roundInPlay(context, launch, 'mines');
}

export function startMines(
  context: AppContext,
  launch: LaunchSession,
  request: { stakeTaka: number; mines: number },
  transaction?: CallTransaction<HousePlayResponse>,
): Promise<HousePlayResponse> {
  return startSteppedRound(
    context,
    launch,
    'mines',
    request.stakeTaka,
    (seeds) => ({
      columns: {
        mine_count: request.mines,
        mine_tiles: JSON.stringify(minesFromSeeds(seeds, request.mines)),
        picks: '[]',
      },
    }),
    transaction,
  );
}

export async function pickMinesTile(
  context: AppContext,
  launch: LaunchSession,
  tile: number,
  transaction: CallTransaction<HousePlayResponse> = plainTransaction(context.db),
): Promise<HousePlayResponse> {
  const wallet = houseWallet(context);
  return transaction(async (trx) => {
    const bet = await lockGameInPlay(trx, launch.userId, 'mines');
    if (!bet || bet.mine_count === null) {
      throw new DomainError('not_found', houseMessages.noOpenGame);
    }
    const picks = readTiles(bet.picks);
    if (picks.includes(tile)) throw new DomainError('conflict', houseMessages.tileTaken);
    const nextPicks = [...picks, tile];
    if (readTiles(bet.mine_tiles).includes(tile)) {
      return finish(trx, wallet, bet, nextPicks, 0);
    }
    const safePicks = nextPicks.length;
    const payout = payoutOf(bet, safePicks);
    const reachedCap = payout >= bet.stake_paisa * HOUSE_MAX_WIN_MULTIPLIER;
    if (safePicks === minesSafeTileCount(bet.mine_count) || reachedCap) {
      return finish(trx, wallet, bet, nextPicks, payout);
    }
    const updated = await updateHouseBet(trx, bet.id, { picks: JSON.stringify(nextPicks) });
    const balance = await wallet.balance(launch.userId, trx);
    const { seed } = await seedsOf(trx, bet);
    return housePlayResponse(updated, seed, balance.balancePaisa);
  });
}

export async function cashOutMines(
  context: AppContext,
  launch: LaunchSession,
  transaction: CallTransaction<HousePlayResponse> = plainTransaction(context.db),
): Promise<HousePlayResponse> {
  const wallet = houseWallet(context);
  return transaction(async (trx) => {
    const bet = await lockGameInPlay(trx, launch.userId, 'mines');
    if (!bet) throw new DomainError('not_found', houseMessages.noOpenGame);
    const picks = readTiles(bet.picks);
    if (picks.length === 0) throw new DomainError('conflict', houseMessages.cashoutNeedsPick);
    return finish(trx, wallet, bet, picks, payoutOf(bet, picks.length));
  });
}
