/**
 * The statements queries.ts files wrote again and again, on one table by column values: the row
 * that matches, the rows to change, a new row's id. A `match` is columns and the values they must equal (null: the
 * column is null), joined by `and` in the order written, so the SQL is what the chain of `where`s
 * it replaces built. A query with any other condition, a join or an order writes its Kysely out.
 */
import type {
  Insertable,
  Kysely,
  Selectable,
  Transaction,
  Updateable,
  WhereInterface,
} from 'kysely';
import type { Database } from './database.js';

type Executor = Kysely<Database> | Transaction<Database>;
type TableName = keyof Database;

/** One table's rows as Kysely answers them. */
export type TableRow<T extends TableName> = Selectable<Database[T]>;

/** Columns of `T` and the values they must hold (null: `is null`). */
export type RowMatch<T extends TableName> = {
  readonly [Column in keyof TableRow<T>]?: TableRow<T>[Column] | null;
};

// The statements are built on an untyped view of the same database: each helper's signature
// carries the types, which Kysely cannot follow through a table named by a type parameter.
type AnyTables = Record<string, Record<string, unknown>>;
type Untyped = Kysely<AnyTables>;

function untyped(executor: Executor): Untyped {
  return executor as unknown as Untyped;
}

function matching<Query extends WhereInterface<AnyTables, string>>(
  query: Query,
  match: object,
): Query {
  let matched: WhereInterface<AnyTables, string> = query;
  for (const [column, value] of Object.entries(match)) {
    matched =
      value === null ? matched.where(column, 'is', null) : matched.where(column, '=', value);
  }
  return matched as Query;
}

/** The first row whose columns hold `match`'s values, or undefined. */
export function findRow<T extends TableName>(
  executor: Executor,
  table: T,
  match: RowMatch<T>,
): Promise<TableRow<T> | undefined> {
  const query = matching(
    untyped(executor)
      .selectFrom(table as string)
      .selectAll(),
    match,
  );
  return query.executeTakeFirst() as Promise<TableRow<T> | undefined>;
}

/** Sets `values` on every row whose columns hold `match`'s values; answers how many changed. */
export async function updateRows<T extends TableName>(
  executor: Executor,
  table: T,
  values: Updateable<Database[T]>,
  match: RowMatch<T>,
): Promise<number> {
  const update = untyped(executor)
    .updateTable(table as string)
    .set(values as Record<string, unknown>);
  const result = await matching(update, match).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Every row whose columns hold `match`'s values, in ascending order of `orderBy`. */
export function listRows<T extends TableName>(
  executor: Executor,
  table: T,
  match: RowMatch<T>,
  orderBy: keyof TableRow<T> & string,
): Promise<TableRow<T>[]> {
  const query = matching(
    untyped(executor)
      .selectFrom(table as string)
      .selectAll(),
    match,
  );
  return query.orderBy(orderBy).execute() as Promise<TableRow<T>[]>;
}

/** Inserts one row into a table whose key is a generated `id`; answers the id. */
export async function insertRow<T extends TableName>(
  executor: Executor,
  table: T,
  values: Insertable<Database[T]>,
): Promise<number> {
  const row = await untyped(executor)
    .insertInto(table as string)
    .values(values as Record<string, unknown>)
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row['id']);
}

/** How many rows hold `match`'s values (every row of the table for an empty match). */
export async function countMatching<T extends TableName>(
  executor: Executor,
  table: T,
  match: RowMatch<T>,
): Promise<number> {
  const query = matching(untyped(executor).selectFrom(table as string), match);
  const row = await query
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Inserts one row. */
export async function insertValues<T extends TableName>(
  executor: Executor,
  table: T,
  values: Insertable<Database[T]>,
): Promise<void> {
  await untyped(executor).insertInto(table).values(values).execute();
}

/** One column of the first row whose columns hold `match`'s values, or undefined. */
export async function findValue<T extends TableName, Column extends keyof TableRow<T> & string>(
  executor: Executor,
  table: T,
  column: Column,
  match: RowMatch<T>,
): Promise<TableRow<T>[Column] | undefined> {
  const query = matching(
    untyped(executor)
      .selectFrom(table as string)
      .select(column),
    match,
  );
  const row = await query.executeTakeFirst();
  return (row as Record<string, unknown> | undefined)?.[column] as TableRow<T>[Column] | undefined;
}
