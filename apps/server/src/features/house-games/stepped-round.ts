/**
 * A round played in steps (Jacks or Better, Hi-Lo), one game in play per player and game, each
 * step one database transaction (the route's, which also holds the call's Idempotency-Key):
 * - start: the next nonce fixes every card of the round, the stake is debited, the bet row keeps
 *   what the player has seen so far (its `outcome`), never the cards still to come;
 * - a step reads the round locked, works the next cards out from the seeds again, and either
 *   writes the round on or ends it;
 * - the end pays what the round won (nothing on a loss) and settles it.
 * The seeds cannot be rotated while a round is in play (fair-seeds.ts), so its cards stay secret.
 */
import {
  houseMessages,
  paisaToTaka,
  takaToPaisa,
  type HousePlayResponse,
  type SteppedGame,
} from '@khela/contract';
import type { FairSeeds } from '@khela/house-games';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../platform/app-context.js';
import type { Database } from '../../platform/db/database.js';
import { isUniqueViolation } from '../../platform/db/dialect.js';
import { plainTransaction, type CallTransaction } from '../../platform/db/call-transaction.js';
import { isoNow } from '../../platform/db/time.js';
import { DomainError } from '../../platform/errors/domain-error.js';
import { houseWallet, type LaunchSession, type ProviderWallet } from '../casino/service.js';
import { housePlayResponse } from './bet-view.js';
import { takeBetSeeds } from './fair-seeds.js';
import { assertNewRound } from './new-round.js';
import {
  findGameInPlay,
  findSeedsByIds,
  insertHouseBet,
  lockGameInPlay,
  updateHouseBet,
} from './queries.js';
import type { HouseBetRow, HouseFairSeedRow } from './tables.js';

/** The casino round a stepped bet moves its money on. */
export function walletRound(bet: HouseBetRow) {
  return { userId: bet.user_id, gameCode: bet.game, roundId: `${bet.game}:${bet.id}` };
}

/** The round's seeds as the game's maths reads them (the server seed is still secret). */
export async function seedsOf(trx: Transaction<Database>, bet: HouseBetRow) {
  const [seed] = await findSeedsByIds(trx, [bet.seed_id]);
  if (!seed) throw new Error(`seed pair ${bet.seed_id} of bet ${bet.id} is missing`);
  const seeds: FairSeeds = {
    serverSeed: seed.server_seed,
    clientSeed: seed.client_seed,
    nonce: bet.nonce,
  };
  return { seed, seeds };
}

export async function roundInPlay(
  context: AppContext,
  launch: LaunchSession,
  game: SteppedGame | 'mines',
) {
  const wallet = houseWallet(context);
  return context.db.transaction().execute(async (trx) => {
    const balance = await wallet.balance(launch.userId, trx);
    const bet = await findGameInPlay(trx, launch.userId, game);
    if (!bet) return { bet: null, balance: paisaToTaka(balance.balancePaisa) };
    const { seed } = await seedsOf(trx, bet);
    return housePlayResponse(bet, seed, balance.balancePaisa);
  });
}

/**
 * What a round starts with: its first record (with its payout when the deal alone decides it, as a
 * Blackjack dealt to the player), or Mines' own columns (its mines and picks).
 */
export type RoundOpening =
  | { readonly record: unknown; readonly payoutPaisa?: number }
  | { readonly columns: Pick<HouseBetRow, 'mine_count' | 'mine_tiles' | 'picks'> };

/** Starts a round: `opening` gives what the round starts with, from its seeds. */
export async function startSteppedRound(
  context: AppContext,
  launch: LaunchSession,
  game: SteppedGame | 'mines',
  stakeTaka: number,
  opening: (seeds: FairSeeds, stakePaisa: number) => RoundOpening,
  transaction: CallTransaction<HousePlayResponse> = plainTransaction(context.db),
): Promise<HousePlayResponse> {
  const stakePaisa = takaToPaisa(stakeTaka);
  const wallet = houseWallet(context);
  try {
    return await transaction(async (trx) => {
      assertNewRound(launch, game, stakePaisa);
      if (await findGameInPlay(trx, launch.userId, game)) {
        throw new DomainError('conflict', houseMessages.gameInPlay);
      }
      const { seed, seeds } = await takeBetSeeds(trx, launch.userId);
      const opened = opening(seeds, stakePaisa);
      const bet = await insertHouseBet(trx, {
        user_id: launch.userId,
        game,
        seed_id: seed.id,
        nonce: seeds.nonce,
        stake_paisa: stakePaisa,
        payout_paisa: 0,
        status: 'open',
        in_play: 1,
        ...('columns' in opened
          ? { ...opened.columns, outcome: null }
          : {
              mine_count: null,
              mine_tiles: null,
              picks: null,
              outcome: JSON.stringify(opened.record),
            }),
        created_at: isoNow(),
        settled_at: null,
      });
      const debited = await wallet.debit(
        { ...walletRound(bet), transactionId: `${game}:${bet.id}:bet`, amountPaisa: stakePaisa },
        trx,
      );
      if ('record' in opened && opened.payoutPaisa !== undefined) {
        const ended = { outcome: JSON.stringify(opened.record) };
        return settleRound(trx, wallet, bet, ended, opened.payoutPaisa, seed);
      }
      return housePlayResponse(bet, seed, debited.balancePaisa);
    });
  } catch (error) {
    // Two starts at once: the one-round-in-play constraint lets only the first through.
    if (isUniqueViolation(error)) throw new DomainError('conflict', houseMessages.gameInPlay);
    throw error;
  }
}

/**
 * What a step decides: the round goes on with a new record, or ends paying `payoutPaisa`. A step
 * may also take a further stake (a Blackjack double, split or insurance), debited on the round
 * before it goes on or ends.
 */
export type StepResult = (
  | { readonly kind: 'on'; readonly record: unknown }
  | { readonly kind: 'end'; readonly record: unknown; readonly payoutPaisa: number }
) & {
  /** The further stake and its name within the round (unique per round: its debit's id). */
  readonly extraStake?: { readonly paisa: number; readonly name: string };
};

/** A step of a round in play: it reads the round's row, record and seeds, and decides. */
export type RoundStep = (round: {
  bet: HouseBetRow;
  record: unknown;
  seeds: FairSeeds;
}) => StepResult;

/** One step of the player's round in play, locked for its transaction. */
export async function stepRound(
  context: AppContext,
  launch: LaunchSession,
  game: SteppedGame,
  step: RoundStep,
  transaction: CallTransaction<HousePlayResponse> = plainTransaction(context.db),
): Promise<HousePlayResponse> {
  const wallet = houseWallet(context);
  return transaction(async (trx) => {
    const bet = await lockGameInPlay(trx, launch.userId, game);
    if (!bet || bet.outcome === null) throw new DomainError('not_found', houseMessages.noOpenGame);
    const { seed, seeds } = await seedsOf(trx, bet);
    const record: unknown = JSON.parse(bet.outcome);
    const result = step({ bet, record, seeds });
    let balancePaisa: number | null = null;
    if (result.extraStake) {
      const debited = await wallet.debit(
        {
          ...walletRound(bet),
          transactionId: `${bet.game}:${bet.id}:${result.extraStake.name}`,
          amountPaisa: result.extraStake.paisa,
        },
        trx,
      );
      balancePaisa = debited.balancePaisa;
    }
    if (result.kind === 'on') {
      const updated = await updateHouseBet(trx, bet.id, { outcome: JSON.stringify(result.record) });
      balancePaisa ??= (await wallet.balance(launch.userId, trx)).balancePaisa;
      return housePlayResponse(updated, seed, balancePaisa);
    }
    const ended = { outcome: JSON.stringify(result.record) };
    return settleRound(trx, wallet, bet, ended, result.payoutPaisa, seed);
  });
}

/**
 * Ends a round in play: writes its last record (`change`), pays `payoutPaisa` (nothing on a loss)
 * and settles the casino round. Mines ends its games here too.
 */
export async function settleRound(
  trx: Transaction<Database>,
  wallet: ProviderWallet,
  bet: HouseBetRow,
  change: { outcome?: string; picks?: string },
  payoutPaisa: number,
  /** The round's seed pair, when the step has read it already. */
  seedRow?: HouseFairSeedRow,
): Promise<HousePlayResponse> {
  const finished = await updateHouseBet(trx, bet.id, {
    ...change,
    status: payoutPaisa > 0 ? 'won' : 'lost',
    payout_paisa: payoutPaisa,
    in_play: null,
    settled_at: isoNow(),
  });
  const paid = await wallet.credit(
    { ...walletRound(bet), transactionId: `${bet.game}:${bet.id}:win`, amountPaisa: payoutPaisa },
    trx,
  );
  const seed = seedRow ?? (await seedsOf(trx, bet)).seed;
  return housePlayResponse(finished, seed, paid.balancePaisa);
}
