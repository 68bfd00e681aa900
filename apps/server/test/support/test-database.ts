import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/client';

export type DatabaseTargetName = 'pglite' | 'postgres';

/** PGlite always; real PostgreSQL too when CI sets TEST_DATABASE_URL. */
export function databaseTargets(): DatabaseTargetName[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** A fresh, migrated database: in-memory PGlite, or an emptied PostgreSQL database. */
export async function openTestDatabase(target: DatabaseTargetName): Promise<Database> {
  if (target === 'pglite') return openDatabase({ kind: 'pglite', dataDir: undefined });
  const url = process.env.TEST_DATABASE_URL!;
  // Start from nothing so every test file sees exactly what the migrations create.
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(
    'drop schema if exists public cascade; drop schema if exists drizzle cascade; drop schema if exists pgboss cascade; create schema public;',
  );
  await client.end();
  return openDatabase({ kind: 'postgres', url });
}

/** Empties every table the app owns, keeping the schema: cheaper than a new database per test. */
export async function resetDatabase(database: Database) {
  const { rows } = await database.executeSql("select tablename from pg_tables where schemaname = 'public'");
  const tables = (rows as { tablename: string }[]).map((row) => `"public"."${row.tablename}"`);
  if (tables.length > 0) await database.executeSql(`truncate ${tables.join(', ')} cascade`);
}
