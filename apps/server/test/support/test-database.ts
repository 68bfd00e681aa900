import pg from 'pg';
import { openDatabase, pgliteImage, type Database } from '../../src/db/client';

export type DatabaseTargetName = 'pglite' | 'postgres';

/** PGlite always; real PostgreSQL too when CI sets TEST_DATABASE_URL. */
export function databaseTargets(): DatabaseTargetName[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * One engine, for suites whose subject is not the database (who may reach what): PostgreSQL when CI
 * provides it, PGlite otherwise. Their database code is the same code the two-engine suites run on both.
 */
export function oneDatabaseTarget(): DatabaseTargetName[] {
  return process.env.TEST_DATABASE_URL ? ['postgres'] : ['pglite'];
}

/**
 * TEST_DATABASE_URL for the first test worker; every other worker gets its own database beside it
 * (`<name>_w2`, …, created on first use), so test files can run side by side without sharing tables.
 */
async function workerDatabaseUrl(): Promise<string> {
  const base = process.env.TEST_DATABASE_URL!;
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  if (!(worker > 1)) return base;
  const url = new URL(base);
  const name = `${url.pathname.slice(1)}_w${worker}`;
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`cannot derive a worker database name from ${url.pathname}`);
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount)
      await admin.query(`create database ${name}`).catch((error: { code?: string }) => {
        if (error.code !== '42P04') throw error; // another file of this worker created it meanwhile
      });
  } finally {
    await admin.end();
  }
  url.pathname = `/${name}`;
  return url.toString();
}

/** Migrated once per test worker; every file's PGlite starts from a copy. */
let migratedImage: Promise<Blob> | undefined;

/** A fresh, migrated database: in-memory PGlite, or an emptied PostgreSQL database (this worker's own). */
export async function openTestDatabase(target: DatabaseTargetName): Promise<Database> {
  if (target === 'pglite') {
    migratedImage ??= pgliteImage();
    return openDatabase({ kind: 'pglite', dataDir: undefined, image: await migratedImage });
  }
  const url = await workerDatabaseUrl();
  // Start from nothing so every test file sees exactly what the migrations create.
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(
    'drop schema if exists public cascade; drop schema if exists drizzle cascade; drop schema if exists pgboss cascade; drop schema if exists pgboss_v10 cascade; create schema public;',
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
