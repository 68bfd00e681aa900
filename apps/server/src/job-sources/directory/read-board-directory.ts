import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isBoardProvider, type BoardProvider } from '@seeker/agents';

/** The shared directory of public company boards (MIT, see LICENSE and README.md beside it). */
export const boardDirectoryPath = path.join(path.dirname(fileURLToPath(import.meta.url)), 'boards.csv');

export type DirectoryBoard = { provider: BoardProvider; slug: string; name: string };

const slugShape = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

/** Rows of `provider,slug,name`; a row with an unknown provider or a slug that is not a path segment is skipped. */
export function parseBoardDirectory(csv: string): DirectoryBoard[] {
  return csv
    .split(/\r?\n/)
    .slice(1)
    .flatMap((line) => {
      const [provider = '', slug = '', ...rest] = line.split(',');
      // A name may be quoted when it holds a comma (the shared file has none today).
      const name = rest
        .join(',')
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .replaceAll('""', '"');
      if (!isBoardProvider(provider.trim()) || !slugShape.test(slug.trim())) return [];
      return [{ provider: provider.trim() as BoardProvider, slug: slug.trim(), name: name || slug.trim() }];
    });
}

export async function readBoardDirectory(file = boardDirectoryPath): Promise<DirectoryBoard[]> {
  return parseBoardDirectory(await fs.readFile(file, 'utf8'));
}
