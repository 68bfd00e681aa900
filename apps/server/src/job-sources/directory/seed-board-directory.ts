import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/select-rows';
import { sourceHealth } from '../../db/schema';
import { boardKey } from '../board-key';
import { readBoardDirectory, type DirectoryBoard } from './read-board-directory';
import { arrayParam } from '../../db/array-param';

/** Boards a statement puts in: the embedded database serves one statement at a time, and all 9,681 in one held it ~0.5 s. */
export const seedChunk = 1_000;

/**
 * Puts the directory's boards in `source_health` (unchecked, due now); boards already known are left as they are.
 * The boards passed as four arrays, `seedChunk` a statement: it runs on every start, and building the inserts
 * through the query builder allocated about 400 MB for the 9,681 boards, most of the server's memory growth
 * after it started; in one statement, it held the embedded database, and every request, for half a second.
 */
export async function seedBoardDirectory(db: Db, boards?: DirectoryBoard[]): Promise<number> {
  const list = boards ?? (await readBoardDirectory());
  let added = 0;
  for (let start = 0; start < list.length; start += seedChunk) added += await seedBoards(db, list.slice(start, start + seedChunk));
  return added;
}

async function seedBoards(db: Db, list: DirectoryBoard[]): Promise<number> {
  const [result] = await selectRows<{ added: number }>(
    db,
    sql`
    with added as (
      insert into ${sourceHealth} (key, source, board_slug, origin, company_name)
      select key, source, slug, 'directory', name
      from unnest(
        ${arrayParam(
          list.map((board) => boardKey(board.provider, board.slug)),
          'text',
        )},
        ${arrayParam(
          list.map((board) => board.provider),
          'text',
        )},
        ${arrayParam(
          list.map((board) => board.slug),
          'text',
        )},
        ${arrayParam(
          list.map((board) => board.name),
          'text',
        )}
      ) as board(key, source, slug, name)
      on conflict do nothing
      returning 1
    )
    select count(*)::int as added from added`,
  );
  return result?.added ?? 0;
}
