import type { Database } from '../db/client';

/**
 * The embedded database runs no autovacuum (PGlite is PostgreSQL in one process, without background
 * workers): dead rows of every update and delete would stay, tables and indexes would only grow, and the
 * planner would never have statistics. So, nightly and at start, each table is vacuumed and analysed in
 * turn (one statement each, so requests go in between: decision 0020's gate). PostgreSQL's own autovacuum
 * does this there. Returns what it did, or undefined on PostgreSQL.
 */
export async function vacuumEmbeddedDatabase(database: Pick<Database, 'kind' | 'executeSql'>) {
  if (database.kind !== 'pglite') return undefined;
  const started = Date.now();
  const { rows } = await database.executeSql(
    "select quote_ident(schemaname) || '.' || quote_ident(tablename) as name from pg_tables where schemaname not in ('pg_catalog', 'information_schema') order by 1",
  );
  const tables = (rows as { name: string }[]).map((row) => row.name);
  for (const table of tables) await database.executeSql(`VACUUM (ANALYZE) ${table}`);
  return { tables: tables.length, ms: Date.now() - started };
}
