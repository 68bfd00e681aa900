import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Raw SQL access: the health check, the job runner's own statements on pg-boss's tables, tests. */
export type SqlExecutor = {
  executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
};

export type Database = SqlExecutor & {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Connection string for pg-boss on PostgreSQL. */
  connectionString: string | undefined;
  /** The embedded client, for pg-boss's own PGlite adapter (`fromPglite`); undefined on PostgreSQL. */
  pglite: PGlite | undefined;
  close: () => Promise<void>;
};

export type DatabaseTarget =
  // dataDir undefined: in memory (tests); image: a data directory to start from (pgliteImage).
  { kind: 'pglite'; dataDir: string | undefined; image?: Blob } | { kind: 'postgres'; url: string };

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

function openPglite(dataDir: string | undefined, image?: Blob): Database {
  const client = new PGlite({ dataDir, loadDataDir: image });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    connectionString: undefined,
    pglite: client,
    async executeSql(text, values) {
      // PGlite's `query` takes one statement; pg-boss also sends multi-statement scripts without values.
      if (!values || values.length === 0) {
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      const result = await client.query(text, values);
      return { rows: result.rows };
    },
    close: () => client.close(),
  };
}

function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    connectionString: url,
    pglite: undefined,
    async executeSql(text, values) {
      const result = await pool.query(text, values as unknown[] | undefined);
      return { rows: result.rows };
    },
    close: () => pool.end(),
  };
}

/** Any fixed number, the same in every process: "seeker migrations". */
const migrationLockKey = 0x5eeca11;

/**
 * Replicas start together: each takes one PostgreSQL advisory lock on its own connection before it
 * migrates, so one applies what is pending and the others, once they hold the lock, find nothing to do.
 * The lock goes with the connection, whatever happens to the process.
 */
async function migratePostgres(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
    await migratePg(drizzlePg(client, { schema }) as never, { migrationsFolder });
  } finally {
    await client.end();
  }
}

/** Opens the database and applies every pending migration, the same on both engines. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  const database = target.kind === 'pglite' ? openPglite(target.dataDir, target.image) : openPostgres(target.url);
  try {
    if (target.kind === 'pglite') await migratePglite(database.db as never, { migrationsFolder });
    else await migratePostgres(target.url);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/**
 * A freshly migrated in-memory PGlite as an image to open many copies from: migrating takes seconds,
 * opening an image a fraction of that (test files and benchmarks open one database each).
 */
export async function pgliteImage(): Promise<Blob> {
  const client = new PGlite();
  try {
    await migratePglite(drizzlePglite(client, { schema }) as never, { migrationsFolder });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}
