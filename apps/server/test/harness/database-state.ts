import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../../src/db/client';

/** One fingerprint per table of schema `public` (row count + md5 of every row), plus the stored files. */
export type Snapshot = Record<string, string>;

export const filesEntry = '(stored files)';

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function publicTables(database: Database): Promise<string[]> {
  const { rows } = await database.executeSql("select tablename from pg_tables where schemaname = 'public' order by tablename");
  return (rows as { tablename: string }[]).map((row) => row.tablename);
}

function listFiles(root: string): string {
  if (!fs.existsSync(root)) return '';
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .map((name) => path.join(root, name))
    .filter((file) => fs.statSync(file).isFile())
    .map((file) => `${path.relative(root, file)}:${fs.statSync(file).size}`)
    .sort()
    .join('\n');
}

/** Every table in one round trip, so the fuzzer can afford one snapshot per request. */
export async function snapshot(database: Database, filesDir: string): Promise<Snapshot> {
  const tables = await publicTables(database);
  const columns = tables.map(
    (table) =>
      `(select count(*) || ':' || md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) from public.${quote(table)} t) as ${quote(table)}`,
  );
  const { rows } = await database.executeSql(`select ${columns.join(', ')}`);
  const fingerprints = (rows[0] ?? {}) as Record<string, unknown>;
  return { ...Object.fromEntries(tables.map((table) => [table, String(fingerprints[table])])), [filesEntry]: listFiles(filesDir) };
}

/** Where the write-ahead log's inserts stand: every write to a table moves it, flushed or not (`synchronous_commit = off`). */
async function walPosition(database: Database): Promise<string> {
  const { rows } = await database.executeSql('select pg_current_wal_insert_lsn()::text as lsn');
  return (rows[0] as { lsn: string }).lsn;
}

/** The tables' and files' state, with the log position read first (a write in between only costs a needless fingerprint later). */
export type WatchedState = { wal: string; snapshot: Snapshot };

export async function watchState(database: Database, filesDir: string): Promise<WatchedState> {
  const wal = await walPosition(database);
  return { wal, snapshot: await snapshot(database, filesDir) };
}

/**
 * What changed since `before`, leaving out `ignored`. When the log has not moved no table can have
 * changed, so only the files are listed; otherwise every table is fingerprinted (the log also moves
 * for writes that change nothing and for other databases of the same server).
 */
export async function changesSince(database: Database, filesDir: string, before: WatchedState, ignored: readonly string[]) {
  const wal = await walPosition(database);
  const now: WatchedState =
    wal === before.wal
      ? { wal, snapshot: { ...before.snapshot, [filesEntry]: listFiles(filesDir) } }
      : { wal, snapshot: await snapshot(database, filesDir) };
  return { now, changed: changedEntries(before.snapshot, now.snapshot, ignored) };
}

/** Names of the tables (or the file store) whose fingerprint differs, leaving out `ignored`. */
export function changedEntries(before: Snapshot, after: Snapshot, ignored: readonly string[] = []): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => !ignored.includes(name) && before[name] !== after[name]).sort();
}

/** Every row that belongs to one user, by table: the `user` row and rows whose `user_id` is theirs. */
export async function userRows(database: Database, userId: string): Promise<Record<string, unknown[]>> {
  const { rows } = await database.executeSql(
    "select table_name from information_schema.columns where table_schema = 'public' and column_name = 'user_id' order by table_name",
  );
  const owned = (rows as { table_name: string }[]).map((row) => row.table_name);
  const result: Record<string, unknown[]> = {};
  result.user = (await database.executeSql('select * from public."user" where id = $1', [userId])).rows;
  for (const table of owned) {
    result[table] = (await database.executeSql(`select * from public.${quote(table)} where user_id = $1 order by 1`, [userId])).rows;
  }
  // Dates and jsonb come back as objects; JSON text compares the same on both engines.
  return JSON.parse(JSON.stringify(result)) as Record<string, unknown[]>;
}
