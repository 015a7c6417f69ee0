import { sql, type Kysely } from 'kysely';
import { isPostgres } from './migrations/row-triggers.js';

export type TableColumns = { name: string; columns: { name: string; dataType: string }[] };

/**
 * The tables of the app's own database with their columns in order. On PostgreSQL that is the schema the
 * connection works in (`current_schema()`), not every schema of the server: Kysely's introspection reads them
 * all, so it repeats each table once per schema and fails when another schema is dropped while it reads.
 */
export async function ownTables<DB>(db: Kysely<DB>): Promise<TableColumns[]> {
  const query = isPostgres(db)
    ? sql<{ table_name: string; column_name: string; data_type: string }>`
        select c.relname as table_name, a.attname as column_name,
               pg_catalog.format_type(a.atttypid, a.atttypmod) as data_type
        from pg_catalog.pg_class c
        join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
        where c.relnamespace = current_schema()::regnamespace and c.relkind in ('r', 'p')
        order by c.relname, a.attnum`
    : sql<{ table_name: string; column_name: string; data_type: string }>`
        select m.name as table_name, p.name as column_name, p.type as data_type
        from sqlite_master m join pragma_table_info(m.name) p
        where m.type = 'table' and substr(m.name, 1, 7) <> 'sqlite_'
        order by m.name, p.cid`;
  const { rows } = await query.execute(db);
  const tables = new Map<string, TableColumns>();
  for (const row of rows) {
    let table = tables.get(row.table_name);
    if (!table) tables.set(row.table_name, (table = { name: row.table_name, columns: [] }));
    table.columns.push({ name: row.column_name, dataType: row.data_type });
  }
  return [...tables.values()];
}
