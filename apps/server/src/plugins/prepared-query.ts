import type { Compilable, CompiledQuery } from 'kysely';
import type { DatabaseHandle, Db } from '../db/database.js';

/**
 * A Kysely query built and compiled once, run with new parameter values: Kysely otherwise builds the query's
 * tree and compiles its SQL on every call, which costs more than running a small indexed read (the per-request
 * data-version lookup, the dashboard's aggregates). Works on every dialect (the SQL is the dialect's own).
 *
 * `build` receives one placeholder per parameter and must pass each to the query exactly once, as a value;
 * `run(...values)` answers the rows for those values.
 */
export function preparedQuery<Row, Params extends unknown[]>(
  db: Db,
  arity: Params['length'],
  build: (...placeholders: string[]) => Compilable<Row>,
): (...values: Params) => Promise<Row[]> {
  const compiledFor = compileOnce(arity, build);
  return async (...values) => (await db.executeQuery(compiledFor(values))).rows;
}

/**
 * The query built and compiled once, as preparedQuery's, answered as the compiled query with the given values in
 * their slots: for a query run some other way than through Kysely (`writeThenRead`).
 */
export function preparedCompiledQuery<Row, Params extends unknown[]>(
  arity: Params['length'],
  build: (...placeholders: string[]) => Compilable<Row>,
): (...values: Params) => CompiledQuery<Row> {
  const compiledFor = compileOnce(arity, build);
  return (...values) => compiledFor(values);
}

/**
 * `build(db)` once per database handle: a repository's prepared queries are compiled once, however many times
 * the repository is created (the dashboard creates its services per answer).
 */
export function perDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let value = built.get(db);
    if (value === undefined) {
      value = build(db);
      built.set(db, value);
    }
    return value;
  };
}

/**
 * preparedQuery for a read of one row of committed data that runs on every request: on SQLite it answers the row
 * (undefined for none) at once, with no promise (see `readCommittedValuesNow`), made by `rowOf` from the row's
 * values in the order the query selects them; on PostgreSQL its promise of the row as the driver makes it.
 */
export function preparedRowRead<Row, Params extends unknown[]>(
  database: DatabaseHandle,
  arity: Params['length'],
  build: (...placeholders: string[]) => Compilable<Row>,
  rowOf: (values: readonly unknown[]) => Row,
): (...values: Params) => Row | undefined | Promise<Row | undefined> {
  const readNow = database.readCommittedValuesNow;
  if (!readNow) {
    const query = preparedQuery(database.db, arity, build);
    return async (...values) => (await query(...values))[0];
  }
  const compiledFor = compileOnce(arity, build);
  return (...values) => {
    const query = compiledFor(values);
    const row = readNow(query.sql, query.parameters);
    return row && rowOf(row);
  };
}

/** The query compiled once, and a function that answers it with the given values in their slots. */
function compileOnce<Row>(
  arity: number,
  build: (...placeholders: string[]) => Compilable<Row>,
): (values: readonly unknown[]) => CompiledQuery<Row> {
  const placeholders = Array.from({ length: arity }, (_, i) => `\u0000prepared-parameter-${i}\u0000`);
  const compiled = build(...placeholders).compile();
  const slots = compiled.parameters.map((value) => placeholders.indexOf(value as string));
  for (let i = 0; i < arity; i++)
    if (slots.filter((slot) => slot === i).length !== 1)
      throw new Error(`preparedQuery: parameter ${i} must appear exactly once in ${compiled.sql}`);
  return (values) => ({
    ...compiled,
    parameters: slots.map((slot, at) => (slot === -1 ? compiled.parameters[at] : values[slot])),
  });
}
