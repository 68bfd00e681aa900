import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { pgliteSharedBuffers } from './pglite-buffers';
import { createPriorityGate, type GateObserver, type GateStats } from './priority-gate';
import * as schema from './schema';
import { userDataChannel, userDataChangeFeed, type UserDataChanges } from './user-data-changes';

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
  /** The embedded database's queue (priority-gate.ts): what runs and waits now; undefined on PostgreSQL. */
  queueStats: (() => GateStats) | undefined;
  /** Tells `observer` how long each piece of work waited for the embedded database and held it, until the returned stop is called; undefined on PostgreSQL. */
  observeQueue: ((observer: GateObserver) => () => void) | undefined;
  /** Users whose saved jobs or runs a committed statement changed, told by the embedded database; undefined on PostgreSQL. */
  userDataChanges: UserDataChanges | undefined;
};

export type DatabaseTarget =
  // dataDir undefined: in memory (tests); image: a data directory to start from (pgliteImage).
  { kind: 'pglite'; dataDir: string | undefined; image?: Blob } | { kind: 'postgres'; url: string };

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Every statement and transaction on the embedded client — Drizzle's, pg-boss's, migrations' — goes
 * through one priority gate: a request's read waits for the statement running, not for every statement
 * a search or the job queue lined up before it (decision 0020, PGlite serves one at a time).
 */
function gated(client: PGlite) {
  const observers = new Set<GateObserver>();
  const gate = createPriorityGate({ observe: (...args) => observers.forEach((observer) => observer(...args)) });
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  // PGlite queries its own types while it starts, from its constructor's promise: until it is ready,
  // calls go straight to it (its own lock orders them), else that query would wait behind the one waiting for it.
  let ready = false;
  void client.waitReady.then(
    () => (ready = true),
    () => {},
  );
  const through = <T>(work: () => Promise<T>) => (ready ? gate.run(work) : work());
  // `sql` and pg-boss's adapter call these methods on the instance, so they are gated too.
  client.query = (...args: Parameters<PGlite['query']>) => through(() => query(...args)) as never;
  client.exec = (...args: Parameters<PGlite['exec']>) => through(() => exec(...args));
  client.transaction = (...args: Parameters<PGlite['transaction']>) => through(() => transaction(...args)) as never;
  return {
    ...gate,
    observe: (observer: GateObserver) => {
      observers.add(observer);
      return () => void observers.delete(observer);
    },
  };
}

function openPglite(dataDir: string | undefined, image?: Blob): Database {
  const client = new PGlite({
    dataDir,
    loadDataDir: image,
    startParams: [
      ...PGlite.defaultStartParams,
      ...['-c', `shared_buffers=${pgliteSharedBuffers(dataDir, image)}`],
      // This process is the database's only one, so it may keep answers and drop them when told (migration 0015).
      ...['-c', 'seeker.notify_user_data=on'],
    ],
  });
  const gate = gated(client);
  const changes = userDataChangeFeed();
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
    queueStats: gate.stats,
    observeQueue: gate.observe,
    userDataChanges: changes,
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
    queueStats: undefined,
    observeQueue: undefined,
    userDataChanges: undefined,
  };
}

/** Any fixed number, the same in every process: "seeker migrations". */
const migrationLockKey = 0x5eeca11;

/**
 * Runs `work` while holding a PostgreSQL advisory lock taken on a connection of its own: processes that
 * start together take turns. The lock goes with the connection, whatever happens to the process.
 */
export async function withAdvisoryLock<T>(url: string, key: number, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Replicas start together: each takes one PostgreSQL advisory lock before it migrates, so one applies
 * what is pending and the others, once they hold the lock, find nothing to do.
 */
async function migratePostgres(url: string) {
  await withAdvisoryLock(url, migrationLockKey, (client) => migratePg(drizzlePg(client, { schema }) as never, { migrationsFolder }));
}

/** Opens the database and applies every pending migration, the same on both engines. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  const database = target.kind === 'pglite' ? openPglite(target.dataDir, target.image) : openPostgres(target.url);
  try {
    if (target.kind === 'pglite') {
      await migratePglite(database.db as never, { migrationsFolder });
      // Told as each change commits, before the statement's caller goes on.
      await database.pglite!.listen(userDataChannel, (userId) => database.userDataChanges!.tell(userId));
    } else await migratePostgres(target.url);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

let newestMigration: number | undefined;

/** The `when` of the newest migration this build carries (drizzle's journal), read once. */
function newestMigrationMillis(): number {
  if (newestMigration === undefined) {
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
    newestMigration = Math.max(...journal.entries.map((entry) => entry.when));
  }
  return newestMigration;
}

/**
 * Whether the database holds every migration this build carries, by drizzle's own rule (the newest
 * applied migration is not older than ours). A readiness check: a database another process is still
 * migrating, or one restored from an older backup, is not ready for this code.
 */
export async function migrationsApplied(sql: SqlExecutor): Promise<boolean> {
  const { rows } = await sql.executeSql('SELECT coalesce(max(created_at), 0)::float8 >= $1::float8 AS applied FROM drizzle.__drizzle_migrations', [
    newestMigrationMillis(),
  ]);
  return (rows[0] as { applied?: boolean } | undefined)?.applied === true;
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
