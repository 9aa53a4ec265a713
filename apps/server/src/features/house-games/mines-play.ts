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
  paisaToTaka,
  takaToPaisa,
  type HousePlayResponse,
} from '@khela/contract';
import { minesFromSeeds, minesPayoutPaisa, minesSafeTileCount } from '@khela/house-games';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../platform/app-context.js';
import type { Database } from '../../platform/db/database.js';
import { isUniqueViolation } from '../../platform/db/dialect.js';
import { plainTransaction, type CallTransaction } from '../../platform/db/call-transaction.js';
import { isoNow } from '../../platform/db/time.js';
import { DomainError } from '../../platform/errors/domain-error.js';
import { houseWallet, type LaunchSession, type ProviderWallet } from '../casino/service.js';
import { housePlayResponse, readTiles } from './bet-view.js';
import { takeBetSeeds } from './fair-seeds.js';
import { assertNewRound } from './new-round.js';
import {
  findGameInPlay,
  findSeedsByIds,
  insertHouseBet,
  lockGameInPlay,
  updateHouseBet,
} from './queries.js';
import type { HouseBetRow } from './tables.js';

function walletRound(bet: HouseBetRow) {
  return { userId: bet.user_id, gameCode: 'mines', roundId: `mines:${bet.id}` };
}

async function viewOf(trx: Transaction<Database>, bet: HouseBetRow, balancePaisa: number) {
  const [seed] = await findSeedsByIds(trx, [bet.seed_id]);
  if (!seed) throw new Error(`seed pair ${bet.seed_id} of bet ${bet.id} is missing`);
  return housePlayResponse(bet, seed, balancePaisa);
}

/** The cash-out of `safePicks` safe tiles, never more than the cap. */
function payoutOf(bet: HouseBetRow, safePicks: number): number {
  const payout = minesPayoutPaisa(paisa(bet.stake_paisa), bet.mine_count ?? 0, safePicks);
  return Math.min(payout, bet.stake_paisa * HOUSE_MAX_WIN_MULTIPLIER);
}

/** Ends the game: a win pays `payoutPaisa`, a loss pays nothing; either settles the round. */
async function finish(
  trx: Transaction<Database>,
  wallet: ProviderWallet,
  bet: HouseBetRow,
  picks: number[],
  payoutPaisa: number,
): Promise<HousePlayResponse> {
  const finished = await updateHouseBet(trx, bet.id, {
    picks: JSON.stringify(picks),
    status: payoutPaisa > 0 ? 'won' : 'lost',
    payout_paisa: payoutPaisa,
    in_play: null,
    settled_at: isoNow(),
  });
  const paid = await wallet.credit(
    { ...walletRound(bet), transactionId: `mines:${bet.id}:win`, amountPaisa: payoutPaisa },
    trx,
  );
  return viewOf(trx, finished, paid.balancePaisa);
}

export async function currentMines(context: AppContext, launch: LaunchSession) {
  const wallet = houseWallet(context);
  return context.db.transaction().execute(async (trx) => {
    const balance = await wallet.balance(launch.userId, trx);
    const bet = await findGameInPlay(trx, launch.userId, 'mines');
    if (!bet) return { bet: null, balance: paisaToTaka(balance.balancePaisa) };
    return viewOf(trx, bet, balance.balancePaisa);
  });
}

export async function startMines(
  context: AppContext,
  launch: LaunchSession,
  request: { stakeTaka: number; mines: number },
  transaction: CallTransaction<HousePlayResponse> = plainTransaction(context.db),
): Promise<HousePlayResponse> {
  const stakePaisa = takaToPaisa(request.stakeTaka);
  const wallet = houseWallet(context);
  try {
    return await transaction(async (trx) => {
      assertNewRound(launch, 'mines', stakePaisa);
      if (await findGameInPlay(trx, launch.userId, 'mines')) {
        throw new DomainError('conflict', houseMessages.gameInPlay);
      }
      const { seed, seeds } = await takeBetSeeds(trx, launch.userId);
      const mineTiles = minesFromSeeds(seeds, request.mines);
      const bet = await insertHouseBet(trx, {
        user_id: launch.userId,
        game: 'mines',
        seed_id: seed.id,
        nonce: seeds.nonce,
        stake_paisa: stakePaisa,
        payout_paisa: 0,
        status: 'open',
        in_play: 1,
        mine_count: request.mines,
        mine_tiles: JSON.stringify(mineTiles),
        picks: '[]',
        outcome: null,
        created_at: isoNow(),
        settled_at: null,
      });
      const debited = await wallet.debit(
        { ...walletRound(bet), transactionId: `mines:${bet.id}:bet`, amountPaisa: stakePaisa },
        trx,
      );
      return housePlayResponse(bet, seed, debited.balancePaisa);
    });
  } catch (error) {
    // Two starts at once: the one-game-in-play constraint lets only the first through.
    if (isUniqueViolation(error)) throw new DomainError('conflict', houseMessages.gameInPlay);
    throw error;
  }
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
    return viewOf(trx, updated, balance.balancePaisa);
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
