/**
 * runWrites gives each write's check the rows that write returned, on SQLite (a statement each)
 * and on PostgreSQL (one statement of CTEs, counted here by the database's executeQuery calls);
 * a check that throws stops the caller; and on PostgreSQL writes whose values would pass the
 * protocol's 65,535 parameters run one by one instead.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testDialect } from '../../testing/build-test-app.js';
import { testAppPerFile } from '../../testing/test-app-per-file.js';
import { runWrites, type Write } from './joined-writes.js';

const harness = testAppPerFile();
afterEach(() => {
  vi.restoreAllMocks();
});

let sequence = 0;

/** Stores finished idempotency records under fresh keys; returning their ids and keys. */
function records(
  count: number,
  seen: { idempotency_key: string }[][],
): Write<{ id: number; idempotency_key: string }> {
  sequence += 1;
  const keys = Array.from({ length: count }, (_, index) => `joined-${sequence}-${index}`);
  return {
    text: (insert) =>
      `insert into idempotent_requests (scope, idempotency_key, request_hash, state, response_status, response_body, created_at) values ${insert.rows(
        keys,
        (key) => ['test', key, 'hash', 'done', 200, 'null', '2026-11-29T00:00:00.000Z'],
      )} returning id, idempotency_key`,
    check: (rows) => {
      seen.push(rows);
    },
  };
}

describe('runWrites', () => {
  it('hands each write its own returned rows, in one statement on PostgreSQL', async () => {
    const seen: { idempotency_key: string }[][] = [];
    const executed = vi.spyOn(harness.context.db, 'executeQuery');
    await runWrites(harness.context.db, harness.context.dialect, [
      records(2, seen),
      undefined,
      records(1, seen),
    ]);
    expect(executed).toHaveBeenCalledTimes(testDialect === 'postgres' ? 1 : 2);
    expect(seen.map((rows) => rows.map((row) => row.idempotency_key).sort())).toEqual([
      [`joined-${sequence - 1}-0`, `joined-${sequence - 1}-1`],
      [`joined-${sequence}-0`],
    ]);
  });

  it('throws what a check throws', async () => {
    const refusing: Write<{ id: number }> = {
      ...records(1, []),
      check: () => {
        throw new Error('refused');
      },
    };
    await expect(
      runWrites(harness.context.db, harness.context.dialect, [records(1, []), refusing]),
    ).rejects.toThrow('refused');
  });

  it.skipIf(testDialect !== 'postgres')(
    'runs writes one by one when their values pass 65,535 parameters',
    async () => {
      const seen: { idempotency_key: string }[][] = [];
      const executed = vi.spyOn(harness.context.db, 'executeQuery');
      // 7 values a row: 9,000 and 400 rows make 65,800 parameters.
      await runWrites(harness.context.db, 'postgres', [records(9_000, seen), records(400, seen)]);
      expect(executed).toHaveBeenCalledTimes(2);
      expect(seen.map((rows) => rows.length)).toEqual([9_000, 400]);
    },
  );
});
