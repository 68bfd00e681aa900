import type { Db } from '../../db/client';
import { sourceHealth } from '../../db/schema';
import { boardKey } from '../board-key';
import { readBoardDirectory, type DirectoryBoard } from './read-board-directory';

const batchSize = 1000;

/** Puts the directory's boards in `source_health` (unchecked, due now); boards already known are left as they are. */
export async function seedBoardDirectory(db: Db, boards?: DirectoryBoard[]): Promise<number> {
  const list = boards ?? (await readBoardDirectory());
  let added = 0;
  for (let start = 0; start < list.length; start += batchSize) {
    const rows = await db
      .insert(sourceHealth)
      .values(
        list.slice(start, start + batchSize).map((board) => ({
          key: boardKey(board.provider, board.slug),
          source: board.provider,
          boardSlug: board.slug,
          origin: 'directory' as const,
          companyName: board.name,
        })),
      )
      .onConflictDoNothing()
      .returning({ key: sourceHealth.key });
    added += rows.length;
  }
  return added;
}
