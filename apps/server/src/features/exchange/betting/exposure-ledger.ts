/**
 * Keeps the ledger's exposure account equal to what the engine says a player must hold on a
 * market: the difference moves between Main and Exposure, each movement with its own idempotency
 * key (`exchange:{market}:{player}:{n}`), inside the caller's transaction.
 */
import type { Transaction } from 'kysely';
import { paisa } from '@khela/contract';
import type { Database } from '../../../platform/db/database.js';
import { move } from '../../../platform/ledger/move.js';
import { ensurePosition, setPositionExposure } from './queries.js';

/** What a player must hold on a market now. */
export interface ExposureHold {
  marketId: string;
  userId: number;
  currency: string | undefined;
  exposurePaisa: number;
  now: string;
}

export async function holdMarketExposure(
  trx: Transaction<Database>,
  hold: ExposureHold,
): Promise<void> {
  const position = await ensurePosition(trx, hold);
  const deltaPaisa = hold.exposurePaisa - position.exposure_paisa;
  if (deltaPaisa === 0) return;
  const main = { kind: 'player_main' as const, userId: hold.userId };
  const exposure = { kind: 'player_exposure' as const, userId: hold.userId };
  await move(trx, {
    from: deltaPaisa > 0 ? main : exposure,
    to: deltaPaisa > 0 ? exposure : main,
    currency: position.currency,
    amountPaisa: paisa(Math.abs(deltaPaisa)),
    code: deltaPaisa > 0 ? 'bet_exposure' : 'bet_exposure_release',
    idempotencyKey: `exchange:${hold.marketId}:${hold.userId}:${position.movements + 1}`,
    reference: `exchange:${hold.marketId}`,
  });
  await setPositionExposure(trx, position.id, hold.exposurePaisa, hold.now);
}
