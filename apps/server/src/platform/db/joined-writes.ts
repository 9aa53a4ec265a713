/**
 * Writes of one transaction that follow one another with nothing to decide between them (a batch
 * of bets' fills, changed orders, ledger transfers and balances, positions and stored answers).
 * On SQLite each runs as a statement of its own, in order, its rows checked before the next: the
 * database is in process and a statement costs no round trip. On PostgreSQL every statement is a
 * round trip to a backend process, so the writes become the data-modifying CTEs of one statement
 * whose final select answers each write's returned rows (as JSON): the same checks read the same
 * rows, only after all the writes ran, and a check that throws rolls the transaction back as it
 * did before. The writes' values share one RawStatement, which numbers the placeholders.
 *
 * PostgreSQL's rules make this safe only for writes that need not see each other: every CTE reads
 * the snapshot the statement started with, two CTEs must not change the same row, and each runs
 * whether or not the final select reads it. Each write here changes its own table.
 */
import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import { changedRowsOf, mergeChangedRows, type ChangedRows } from './changed-rows.js';
import type { Database } from './database.js';
import type { DialectName } from './dialect.js';
import { RawStatement } from './raw-statement.js';

export interface Write<Row> {
  /** The statement, its values bound in `statement`; it `returning`s what `check` reads. */
  text(statement: RawStatement): string;
  /** Throws when the rows the write returned say it must not stand. */
  check?: (rows: Row[]) => void;
  /** What it changes among the balance cache's rows (changed-rows.ts); else its text decides. */
  changes?: ChangedRows;
}

/** PostgreSQL's protocol numbers a statement's parameters in 16 bits. */
const POSTGRES_PARAMETERS_MAX = 65_535;

/** Runs the writes (those left undefined have nothing to write), then their checks, in order. */
export async function runWrites(
  trx: Kysely<Database> | Transaction<Database>,
  dialect: DialectName,
  maybeWrites: readonly (Write<never> | undefined)[],
): Promise<void> {
  const writes = maybeWrites.filter((write) => write !== undefined);
  if (dialect === 'postgres' && writes.length > 1) {
    const joined = joinWrites(writes);
    if (joined.statement.parameters.length <= POSTGRES_PARAMETERS_MAX) {
      const [row] = await joined.statement.run<Record<string, unknown[]>>(
        trx,
        joined.text,
        joined.changes,
      );
      writes.forEach((write, index) => write.check?.((row?.[`w${index}`] ?? []) as never[]));
      return;
    }
  }
  for (const write of writes) {
    const statement = new RawStatement(dialect);
    const rows = await statement.run<never>(trx, write.text(statement), write.changes);
    write.check?.(rows);
  }
}

/**
 * `with w0 as (…), w1 as (…) select (select json_agg(w0) from w0) as w0, …`: the rows of each
 * write that has a check, and what the statement changes (each write's own, or its text's).
 */
function joinWrites(writes: readonly Write<never>[]): {
  statement: RawStatement;
  text: string;
  changes: ChangedRows;
} {
  const statement = new RawStatement('postgres');
  let changes: ChangedRows | undefined;
  const parts = writes.map((write, index) => {
    const text = write.text(statement);
    changes = mergeChangedRows(
      changes,
      write.changes ?? changedRowsOf(CompiledQuery.raw(text, [])),
    );
    return `w${index} as (${text})`;
  });
  const answers = writes.flatMap((write, index) =>
    write.check ? [`(select coalesce(json_agg(w${index}), '[]') from w${index}) as w${index}`] : [],
  );
  const select = answers.length === 0 ? 'select 1 as done' : `select ${answers.join(', ')}`;
  // Declared even when empty: the joined text alone would not say which rows it changed.
  return { statement, text: `with ${parts.join(', ')} ${select}`, changes: changes ?? {} };
}
