/**
 * Settled stakes for tests, reported the way casino and exchange settlement will: through
 * `recordSettledStake` in a transaction of its own.
 */
import { takaToPaisa } from '@khela/contract';
import { recordSettledStake, type SettlementOutcome } from '../features/settlement/service.js';
import type { TestApp } from './build-test-app.js';

let sequence = 0;

/** A settlement id no other report in the run has used. */
export function uniqueSettlementId(prefix = 'test'): string {
  sequence += 1;
  return `${prefix}:${Date.now().toString(36)}:${sequence}`;
}

export function reportSettledStake(
  harness: TestApp,
  userId: number,
  stakeTaka: number,
  settlementId: string = uniqueSettlementId(),
  /** What it counts towards rebates and turnover; the whole stake unless said. */
  countedTaka: number = stakeTaka,
): Promise<SettlementOutcome> {
  return harness.context.db.transaction().execute((trx) =>
    recordSettledStake(trx, {
      userId,
      stakePaisa: takaToPaisa(stakeTaka),
      countedPaisa: takaToPaisa(countedTaka),
      settlementId,
    }),
  );
}
