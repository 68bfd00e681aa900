import { isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sourceHealth } from '../../db/schema';
import { boardKey } from '../../modules/postings/source-health';
import { readBoardDirectory, type DirectoryBoard } from './read-board-directory';

const batchSize = 1000;

/** Puts the directory's boards in `source_health` (unchecked, due now) once; boards already known are left as they are. */
export async function seedBoardDirectory(db: Db, boards?: DirectoryBoard[]): Promise<number> {
  const list = boards ?? (await readBoardDirectory());
  // Boards users named or guessed may share keys with the directory: count every board, not one origin.
  const [known] = await db.select({ count: sql<number>`count(*)::int` }).from(sourceHealth).where(isNotNull(sourceHealth.boardSlug));
  if ((known?.count ?? 0) >= list.length) return 0;
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
