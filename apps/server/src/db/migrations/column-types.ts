import { PostgresAdapter, type Kysely } from 'kysely';

/** The few column types whose names differ between SQLite and PostgreSQL. */
export function columnTypes(db: Kysely<unknown>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return {
    float: postgres ? ('double precision' as const) : ('real' as const),
    bytes: postgres ? ('bytea' as const) : ('blob' as const),
    autoId: postgres ? ('serial' as const) : ('integer' as const),
  };
}
