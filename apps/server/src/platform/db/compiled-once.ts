/**
 * Hot queries built and compiled once per database, each call supplying only its values. Building
 * a Kysely query and compiling it to SQL took longer than running it in the /api/balance
 * benchmark's profile (the session lookup and the balance read run on every signed-in request).
 * Each value of a call is built into the query as a stand-in object, which Kysely binds as a
 * parameter like any value and which is found again by identity in the compiled parameters.
 * The SQL text comes from the database's own compiler, so each dialect gets its own.
 */
import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import { declareChanges, type ChangedRows } from './changed-rows.js';

class Slot {
  constructor(readonly index: number) {}
}

interface Compiled<Row> {
  query: CompiledQuery<Row>;
  /** For each compiled parameter, the call value it takes, or undefined for a constant. */
  slots: (number | undefined)[];
}

/**
 * A query runner from `build`, whose parameters after the database are the values of a call:
 * built and compiled on the first call on each database (a transaction shares its database's
 * compiler) with a stand-in for each value, and afterwards only bound to the call's values.
 * `build` must use each value only as a value (compared, inserted), never to choose the query.
 * A write to the balance cache's tables may say from a call's values which rows it changes
 * (`changes`, see changed-rows.ts); without it, it counts as changing every row of the kind.
 */
export function compiledOnce<DB, Row, Values extends unknown[]>(
  build: (db: Kysely<DB>, ...values: Values) => Compilable<Row>,
  changes?: (...values: Values) => ChangedRows,
): (db: Kysely<DB>, ...values: Values) => Promise<Row[]> {
  const valueCount = build.length - 1;
  const byAdapter = new WeakMap<object, Compiled<Row>>();
  const compile = (db: Kysely<DB>): Compiled<Row> => {
    const standIns = Array.from({ length: valueCount }, (_, index) => new Slot(index));
    // The stand-ins take the values' places; Kysely binds any object as a parameter.
    const query = build(db, ...(standIns as unknown as Values)).compile();
    const slots = query.parameters.map((parameter) =>
      parameter instanceof Slot ? parameter.index : undefined,
    );
    for (let index = 0; index < valueCount; index += 1) {
      if (!slots.includes(index))
        throw new Error(`value ${index} is not a parameter of ${query.sql}`);
    }
    return { query, slots };
  };
  return async (db, ...values) => {
    const executor = db.getExecutor();
    // Plugins may rewrite queries as they compile; a database with any compiles every time.
    const cacheable = executor.plugins.length === 0;
    let compiled = cacheable ? byAdapter.get(executor.adapter) : undefined;
    if (!compiled) {
      compiled = compile(db);
      if (cacheable) byAdapter.set(executor.adapter, compiled);
    }
    const { query, slots } = compiled;
    const parameters = slots.map((index, position) =>
      index === undefined ? query.parameters[position] : values[index],
    );
    const call: CompiledQuery<Row> = { ...query, parameters };
    if (changes !== undefined) declareChanges(call, changes(...values));
    const result = await db.executeQuery<Row>(call);
    return result.rows;
  };
}
