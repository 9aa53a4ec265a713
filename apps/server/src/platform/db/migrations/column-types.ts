/** Column helpers so one migration set produces the right types on SQLite and PostgreSQL. */
import type { CreateTableBuilder } from 'kysely';
import type { DialectName } from '../dialect.js';

// Kysely's builder is generic over table and column names; migrations work on untyped tables.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the builder's own generic default
type AnyTableBuilder = CreateTableBuilder<any, any>;

export function withIdColumn<T extends AnyTableBuilder>(table: T, dialect: DialectName): T {
  return (
    dialect === 'postgres'
      ? table.addColumn('id', 'bigserial', (column) => column.primaryKey())
      : table.addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement())
  ) as T;
}

/** Money and ids that reference bigserial columns. */
export function bigintType(dialect: DialectName): 'bigint' | 'integer' {
  return dialect === 'postgres' ? 'bigint' : 'integer';
}
