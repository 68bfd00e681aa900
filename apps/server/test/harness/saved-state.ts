import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestContext } from '../support/test-app';

/** A copy of every public table (in schema `harness_saved`) and of the file store. */
export type SavedState = { tables: { name: string; columns: string[] }[]; filesCopy: string };

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
const savedSchema = 'harness_saved';

/** Each public table with the columns an insert may fill (generated columns are computed again). */
async function publicTables(ctx: TestContext): Promise<SavedState['tables']> {
  const { rows } = await ctx.database.executeSql(
    "select table_name, column_name from information_schema.columns where table_schema = 'public' and is_generated = 'NEVER' order by table_name, ordinal_position",
  );
  const tables = new Map<string, string[]>();
  for (const row of rows as { table_name: string; column_name: string }[])
    tables.set(row.table_name, [...(tables.get(row.table_name) ?? []), row.column_name]);
  return [...tables].map(([name, columns]) => ({ name, columns }));
}

function replaceDirectory(target: string, source: string) {
  fs.rmSync(target, { recursive: true, force: true });
  fs.cpSync(source, target, { recursive: true });
}

/**
 * Keeps the database and the stored files as they are now, so a suite can plant its users once and
 * put them back before each test: planting two users costs seconds, putting them back milliseconds.
 */
export async function saveState(ctx: TestContext): Promise<SavedState> {
  const tables = await publicTables(ctx);
  const copies = tables.map(({ name }) => `create table ${savedSchema}.${quote(name)} as table public.${quote(name)};`);
  await ctx.database.executeSql(`drop schema if exists ${savedSchema} cascade; create schema ${savedSchema}; ${copies.join(' ')}`);
  const filesCopy = fs.mkdtempSync(path.join(os.tmpdir(), 'seeker-saved-files-'));
  replaceDirectory(filesCopy, ctx.filesDir);
  return { tables, filesCopy };
}

/** Puts back what saveState kept: every public table emptied and refilled (constraints are checked once, when saved), and the files. */
export async function restoreState(ctx: TestContext, saved: SavedState) {
  const tables = saved.tables.map(({ name }) => `public.${quote(name)}`);
  const refills = saved.tables.map(({ name, columns }) => {
    const list = columns.map(quote).join(', ');
    return `insert into public.${quote(name)} (${list}) select ${list} from ${savedSchema}.${quote(name)};`;
  });
  // Replica mode skips the foreign-key triggers, so the tables can be refilled in any order.
  try {
    await ctx.database.executeSql(
      `begin; set local session_replication_role = replica; truncate ${tables.join(', ')} cascade; ${refills.join(' ')} commit;`,
    );
  } catch (error) {
    await ctx.database.executeSql('rollback');
    throw error;
  }
  replaceDirectory(ctx.filesDir, saved.filesCopy);
}

export async function discardState(ctx: TestContext, saved: SavedState) {
  await ctx.database.executeSql(`drop schema if exists ${savedSchema} cascade`);
  fs.rmSync(saved.filesCopy, { recursive: true, force: true });
}
