import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isBoardProvider, isBoardSlug, sourceAdapters, type BoardProvider } from '@seeker/agents';

/** The shared directory of public company boards (MIT, see LICENSE and README.md beside it). */
export const boardDirectoryPath = path.join(path.dirname(fileURLToPath(import.meta.url)), 'boards.csv');

export type DirectoryBoard = { provider: BoardProvider; slug: string; name: string };

/**
 * The rows Seeker crawls, of `provider,slug,name`. Skipped: a provider not read (yet), one read only for boards
 * users name (Workday, decision 0037), and a slug no board of the provider can have.
 */
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
      const [source, board] = [provider.trim(), slug.trim()];
      if (!isBoardProvider(source) || sourceAdapters[source].terms.namedOnly || !isBoardSlug(source, board)) return [];
      return [{ provider: source, slug: board, name: name || board }];
    });
}

export async function readBoardDirectory(file = boardDirectoryPath): Promise<DirectoryBoard[]> {
  return parseBoardDirectory(await fs.readFile(file, 'utf8'));
}
