/** The ledger's invariant as a test's assertion: every account sums to zero, with what broke it. */
import { expect } from 'vitest';
import { checkLedger } from '../platform/ledger/invariant.js';
import type { TestApp } from './build-test-app.js';

export async function expectLedgerBalanced(harness: TestApp): Promise<void> {
  const ledger = await checkLedger(harness.context.db);
  expect(ledger.ok, JSON.stringify(ledger)).toBe(true);
}
