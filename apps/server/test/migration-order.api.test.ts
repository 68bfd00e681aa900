import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsApplied } from '../src/db/client';
import * as schema from '../src/db/schema';
import { migrationsBefore, migrationsFolder } from './support/migrations-before';
import { databaseTargets, type DatabaseTargetName } from './support/test-database';

/**
 * Drizzle's migrator applies only the migrations whose journal `when` is later than the newest one the
 * database recorded, never by index or by hash (drizzle-orm's pg-core dialect, `migrate`). A `when` out of
 * order is a migration that an upgraded database silently skips: 0034 and 0035 once carried stamps older
 * than 0033's, so a database migrated while 0033 was the newest never got 0034's index nor 0035's column.
 */

type JournalEntry = { idx: number; when: number; tag: string };
type Journal = { entries: JournalEntry[] };

const readJournal = async (folder: string) => JSON.parse(await fs.readFile(path.join(folder, 'meta/_journal.json'), 'utf8')) as Journal;

/** The stamps 0034 and 0035 carried until they were put after 0033's: what older databases recorded. */
const oldStamps: Record<string, number> = { '0034_boards-by-company-name': 1795803551054, '0035_resume-layout': 1795832999143 };

const tempFolders: string[] = [];
afterAll(() => Promise.all(tempFolders.map((folder) => fs.rm(folder, { recursive: true, force: true }))));

/**
 * The migrations as a release before the fix carried them, up to and including `lastTag`: 0034 and 0035
 * at their old stamps, and as they were written then (not yet idempotent).
 */
async function migrationsAsReleasedThrough(lastTag: string): Promise<string> {
  const journal = await readJournal(migrationsFolder);
  const cut = journal.entries.findIndex((entry) => entry.tag === lastTag);
  expect(cut).toBeGreaterThan(0);
  const entries = journal.entries.slice(0, cut + 1).map((entry) => ({ ...entry, when: oldStamps[entry.tag] ?? entry.when }));
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'seeker-migrations-'));
  tempFolders.push(folder);
  await fs.mkdir(path.join(folder, 'meta'));
  await fs.writeFile(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const entry of entries) {
    const text = await fs.readFile(path.join(migrationsFolder, `${entry.tag}.sql`), 'utf8');
    const asReleased = entry.tag in oldStamps ? text.replaceAll(' IF NOT EXISTS', '') : text;
    await fs.writeFile(path.join(folder, `${entry.tag}.sql`), asReleased);
  }
  return folder;
}

type Engine = {
  migrate: (folder: string) => Promise<void>;
  query: (text: string, values?: unknown[]) => Promise<Record<string, unknown>[]>;
  close: () => Promise<void>;
};

let databases = 0;

/** An empty database of its own: in-memory PGlite, or a PostgreSQL database beside TEST_DATABASE_URL's. */
async function openEmpty(target: DatabaseTargetName): Promise<Engine> {
  if (target === 'pglite') {
    const client = new PGlite();
    const db = drizzlePglite(client, { schema });
    return {
      migrate: (folder) => migratePglite(db as never, { migrationsFolder: folder }),
      query: async (text, values) => (await client.query<Record<string, unknown>>(text, values)).rows,
      close: () => client.close(),
    };
  }
  const base = process.env.TEST_DATABASE_URL!;
  const name = `${new URL(base).pathname.slice(1)}_order_${process.pid}_${++databases}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`create database ${name}`);
  const client = new pg.Client({ connectionString: Object.assign(new URL(base), { pathname: `/${name}` }).toString() });
  await client.connect();
  const db = drizzlePg(client, { schema });
  return {
    migrate: (folder) => migratePg(db as never, { migrationsFolder: folder }),
    query: async (text, values) => (await client.query<Record<string, unknown>>(text, values)).rows,
    close: async () => {
      await client.end();
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

/** Every table's columns and every index, as the migrations made them: what two databases must share. */
async function schemaOf(engine: Engine) {
  const columns = await engine.query(
    `select table_name || '.' || column_name || ' ' || data_type as column from information_schema.columns
     where table_schema = 'public' order by 1`,
  );
  const indexes = await engine.query(`select indexdef from pg_indexes where schemaname = 'public' order by indexname`);
  return { columns: columns.map((row) => row.column), indexes: indexes.map((row) => row.indexdef) };
}

async function layoutAndBoardIndex(engine: Engine) {
  const layout = await engine.query(
    `select data_type from information_schema.columns where table_schema = 'public' and table_name = 'resumes' and column_name = 'layout'`,
  );
  const index = await engine.query(`select indexname from pg_indexes where schemaname = 'public' and indexname = 'source_health_company_key_idx'`);
  return { layout: layout.map((row) => row.data_type), index: index.map((row) => row.indexname) };
}

const migrated = { layout: ['jsonb'], index: ['source_health_company_key_idx'] };

/** The server's readiness check, by drizzle's own rule: the newest recorded stamp is not older than ours. */
const ready = (engine: Engine) => migrationsApplied({ executeSql: async (text, values) => ({ rows: await engine.query(text, values) }) });

describe('the migrations journal', () => {
  it('stamps every migration later than the one before it, in index order', async () => {
    const { entries } = await readJournal(migrationsFolder);
    expect(entries.map((entry) => entry.idx)).toEqual(entries.map((_, index) => index));
    const outOfOrder = entries.flatMap((entry, index) =>
      index > 0 && entry.when <= entries[index - 1]!.when ? [`${entry.tag} (${entry.when}) after ${entries[index - 1]!.tag}`] : [],
    );
    expect(outOfOrder).toEqual([]);
  });
});

for (const target of databaseTargets()) {
  describe(`migrations applied in journal order [${target}]`, () => {
    const engines: Engine[] = [];
    const open = async () => {
      const engine = await openEmpty(target);
      engines.push(engine);
      return engine;
    };
    afterAll(() => Promise.all(engines.map((engine) => engine.close())));

    let fresh: Awaited<ReturnType<typeof schemaOf>>;
    const freshSchema = async () => {
      if (!fresh) {
        const engine = await open();
        await engine.migrate(migrationsFolder);
        fresh = await schemaOf(engine);
      }
      return fresh;
    };

    it('upgrades a database migrated while 0033 was the newest: 0034 and 0035 are applied, not skipped', { timeout: 120_000 }, async () => {
      const engine = await open();
      await engine.migrate(await migrationsBefore('0034_boards-by-company-name'));
      expect(await layoutAndBoardIndex(engine)).toEqual({ layout: [], index: [] });

      await engine.migrate(migrationsFolder);
      expect(await layoutAndBoardIndex(engine)).toEqual(migrated);
      expect(await schemaOf(engine)).toEqual(await freshSchema());
      expect(await ready(engine)).toBe(true);
    });

    for (const lastTag of ['0034_boards-by-company-name', '0035_resume-layout']) {
      it(`re-runs harmlessly what a database migrated through ${lastTag} at the old stamps already has`, { timeout: 120_000 }, async () => {
        const engine = await open();
        await engine.migrate(await migrationsAsReleasedThrough(lastTag));
        expect((await layoutAndBoardIndex(engine)).index).toEqual(migrated.index);

        await engine.migrate(migrationsFolder);
        expect(await layoutAndBoardIndex(engine)).toEqual(migrated);
        expect(await schemaOf(engine)).toEqual(await freshSchema());
        expect(await ready(engine)).toBe(true);
        // Migrating again finds nothing left to do.
        const [before] = await engine.query('select count(*)::int as applied from drizzle.__drizzle_migrations');
        await engine.migrate(migrationsFolder);
        expect(await engine.query('select count(*)::int as applied from drizzle.__drizzle_migrations')).toEqual([before]);
      });
    }
  });
}
