import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../src/db/migrations');

/** The migrations folder as it stood before `tag`: a database of that day to migrate forward. */
export async function migrationsBefore(tag: string): Promise<string> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'seeker-migrations-'));
  await fs.mkdir(path.join(folder, 'meta'));
  const journal = JSON.parse(await fs.readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(cut).toBeGreaterThan(0);
  const entries = journal.entries.slice(0, cut);
  await fs.writeFile(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const entry of entries) await fs.copyFile(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  return folder;
}
