import {
  applicationLimits,
  applicationPriorities,
  jobStatuses,
  type ApplicationSortKey,
  type ApplicationTable,
  type ApplicationTableQuery,
} from '@seeker/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { selectRows } from '../../../db/select-rows';
import { filteredCards, nextFollowUp, nextFollowUpColumns, toRow, type CardRow } from './card-rows';

const textArray = (values: readonly string[]) => `{${values.join(',')}}`;

/** What each column sorts by, over the filtered rows `f`: words case aside, statuses and priorities in their order. */
const sortValue: Record<ApplicationSortKey, SQL> = {
  title: sql`lower(f.title)`,
  company: sql`lower(f.company)`,
  status: sql`array_position(${textArray(jobStatuses)}::text[], f.status) * 100 + coalesce(f.stage_position + 1, 0)`,
  inColumnSince: sql`f.in_column_since`,
  priority: sql`array_position(${textArray(applicationPriorities)}::text[], f.priority)`,
  excitement: sql`f.excitement`,
  deadline: sql`f.deadline::date`,
  savedAt: sql`f.created_at`,
};

/**
 * The board's applications as one list, sorted by a column (ties: latest move first, then id), a page at a
 * time. "High" priority sorts first ascending; marks not set come last in either order.
 */
export async function readTable(db: Db, userId: string, query: ApplicationTableQuery, today: string): Promise<ApplicationTable> {
  const page = applicationLimits.columnPage;
  const filtered = filteredCards(userId, query, today);
  const direction = query.order === 'asc' ? sql`asc` : sql`desc`;
  const [rows, counted] = await Promise.all([
    selectRows<CardRow>(
      db,
      sql`with ordered as (
          select f.*, row_number() over (order by ${sortValue[query.sort]} ${direction} nulls last, f.in_column_since desc, f.id) as position
          from (${filtered}) f
        )
        select r.*, ${nextFollowUpColumns} from ordered r
        ${nextFollowUp}
        where r.position > ${query.offset} and r.position <= ${query.offset + page}
        order by r.position`,
    ),
    selectRows<{ total: number | string }>(db, sql`select count(*) as total from (${filtered}) f`),
  ]);
  const total = Number(counted[0]?.total ?? 0);
  const end = query.offset + page;
  return { rows: rows.map((row) => toRow(row, today)), total, nextOffset: end < total ? end : null, today };
}
