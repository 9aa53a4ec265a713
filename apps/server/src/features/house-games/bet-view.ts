/**
 * A house game's bet as the pages see it: amounts in taka, the seeds that decided it (the server
 * seed once revealed), the spin, the grid, the instant round or the stepped round, and a Mines
 * game's mines only once it is over.
 */
import {
  INSTANT_GAMES,
  instantRoundSchema,
  paisa,
  paisaToTaka,
  type HouseBet,
  type HousePlayResponse,
} from '@khela/contract';
import { minesMultiplier, minesSafeTileCount } from '@khela/house-games';
import { z } from 'zod';
import { steppedRoundView } from './stepped-records.js';
import type { HouseBetRow, HouseFairSeedRow } from './tables.js';

export const slotsOutcomeRecordSchema = z.object({
  stops: z.array(z.number().int()),
  reels: z.array(z.array(z.string())),
  lineWins: z.array(
    z.object({
      line: z.number().int(),
      symbol: z.string(),
      count: z.number().int(),
      payoutPaisa: z.number().int(),
    }),
  ),
});
export type SlotsOutcomeRecord = z.infer<typeof slotsOutcomeRecordSchema>;

/** An instant round's record: the choice as played and the result the stream gave. */
export interface InstantOutcomeRecord {
  choice: unknown;
  result: unknown;
}

const isInstantGame = (game: string): game is (typeof INSTANT_GAMES)[number] =>
  (INSTANT_GAMES as readonly string[]).includes(game);

const tileListSchema = z.array(z.number().int());

export function readTiles(text: string | null): number[] {
  return text === null ? [] : tileListSchema.parse(JSON.parse(text));
}

const taka = (amountPaisa: number) => paisaToTaka(paisa(amountPaisa));
const twoDecimals = (value: number) => Math.floor(value * 100 + 1e-9) / 100;

export function houseBetView(bet: HouseBetRow, seed: HouseFairSeedRow): HouseBet {
  const isOver = bet.status !== 'open';
  let slots: HouseBet['slots'] = null;
  if (bet.game === 'slots' && bet.outcome !== null) {
    const outcome = slotsOutcomeRecordSchema.parse(JSON.parse(bet.outcome));
    slots = {
      reels: outcome.reels,
      stops: outcome.stops,
      line_wins: outcome.lineWins.map((win) => ({
        line: win.line + 1,
        symbol: win.symbol,
        count: win.count,
        win: taka(win.payoutPaisa),
      })),
    };
  }
  let minesGame: HouseBet['mines_game'] = null;
  if (bet.game === 'mines' && bet.mine_count !== null) {
    const picks = readTiles(bet.picks);
    const mineTiles = readTiles(bet.mine_tiles);
    const safePicks = picks.filter((tile) => !mineTiles.includes(tile)).length;
    const canPickMore = !isOver && safePicks < minesSafeTileCount(bet.mine_count);
    minesGame = {
      mines: bet.mine_count,
      picks,
      mine_tiles: isOver ? mineTiles : null,
      multiplier: safePicks === 0 ? 1 : twoDecimals(minesMultiplier(bet.mine_count, safePicks)),
      next_multiplier: canPickMore
        ? twoDecimals(minesMultiplier(bet.mine_count, safePicks + 1))
        : null,
    };
  }
  const instant =
    isInstantGame(bet.game) && bet.outcome !== null
      ? instantRoundSchema.parse({ game: bet.game, ...(JSON.parse(bet.outcome) as object) })
      : null;
  return {
    id: bet.id,
    game: bet.game,
    status: bet.status,
    stake: taka(bet.stake_paisa),
    payout: taka(bet.payout_paisa),
    created_at: bet.created_at,
    seeds: {
      server_seed_hash: seed.server_seed_hash,
      server_seed: seed.active === null ? seed.server_seed : null,
      client_seed: seed.client_seed,
      nonce: bet.nonce,
    },
    slots,
    mines_game: minesGame,
    instant,
    stepped: steppedRoundView(bet),
  };
}

/** A play's answer: the bet as the player sees it, and the balance after it in taka. */
export function housePlayResponse(
  bet: HouseBetRow,
  seed: HouseFairSeedRow,
  balancePaisa: number,
): HousePlayResponse {
  return { bet: houseBetView(bet, seed), balance: paisaToTaka(paisa(balancePaisa)) };
}
