/**
 * Statements written as SQL text with numbered values, for the multi-row writes of the hot paths
 * (a batch of bets stores its rows in one statement per table). Kysely's builder compiles a query
 * anew for every row count; text with placeholders costs a string join, and SQLite's statement
 * cache (statement-cache.ts) keeps the prepared statement per text.
 */
import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import { declareChanges, type ChangedRows } from './changed-rows.js';
import type { Database } from './database.js';
import type { DialectName } from './dialect.js';

export class RawStatement {
  readonly parameters: unknown[] = [];

  constructor(private readonly dialect: DialectName) {}

  /** The placeholder of a value, which is bound as a parameter. */
  value(value: unknown): string {
    this.parameters.push(value);
    return this.dialect === 'postgres' ? `$${this.parameters.length}` : '?';
  }

  /** A whole-number value (PostgreSQL types a bare parameter as text in some places). */
  integer(value: number): string {
    const placeholder = this.value(value);
    return this.dialect === 'postgres' ? `${placeholder}::bigint` : placeholder;
  }

  /** `(a, b, …)` rows of values, one per item. */
  rows<T>(items: readonly T[], columns: (item: T) => unknown[]): string {
    return items
      .map(
        (item) =>
          `(${columns(item)
            .map((value) => this.value(value))
            .join(', ')})`,
      )
      .join(', ');
  }

  /**
   * Runs the text. A write to the balance cache's tables (ledger_accounts, sessions, users) says
   * what it changed in `changes` when it knows (changed-rows.ts); without it the text alone
   * decides, which counts as changing every row of the kind.
   */
  async run<Row>(
    db: Kysely<Database> | Transaction<Database>,
    text: string,
    changes?: ChangedRows,
  ): Promise<Row[]> {
    const query = CompiledQuery.raw(text, this.parameters);
    if (changes !== undefined) declareChanges(query, changes);
    const result = await db.executeQuery<Row>(query);
    return result.rows;
  }
}
