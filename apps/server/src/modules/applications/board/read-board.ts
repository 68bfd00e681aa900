import { applicationLimits, jobStatuses, type ApplicationBoard, type ApplicationBoardQuery, type JobStatus } from '@seeker/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { selectRows } from '../../../db/select-rows';
import { filteredCards, nextFollowUp, nextFollowUpColumns, toCard, type CardRow } from './card-rows';
import { pipelineFunnel, type FunnelJob } from './pipeline-funnel';

/** Companies listed in the company filter: the board of a heavy user stays readable. */
const companyFilterLimit = 500;

/**
 * The board: each status's cards matching the filters (grouped by stage, none first, then latest move
 * first; a page per column), every
 * company and tag for the filters, and the unfiltered funnel. `today` is the user's day.
 */
export async function readBoard(db: Db, userId: string, query: ApplicationBoardQuery, today: string): Promise<ApplicationBoard> {
  const page = applicationLimits.columnPage;
  const filtered = filteredCards(userId, query, today);
  const [cards, totals, companies, tags, moved, saved] = await Promise.all([
    selectRows<CardRow>(
      db,
      sql`with ranked as (
          select f.*, row_number() over (
            partition by f.status order by f.stage_position asc nulls first, f.in_column_since desc, f.id
          ) as position from (${filtered}) f
        )
        select r.*, ${nextFollowUpColumns}
        from ranked r
        ${nextFollowUp}
        where r.position > ${query.offset} and r.position <= ${query.offset + page}
        order by r.position`,
    ),
    selectRows<{ status: JobStatus; total: number | string }>(db, sql`select f.status, count(*) as total from (${filtered}) f group by f.status`),
    selectRows<{ company: string }>(
      db,
      sql`select distinct company from saved_jobs where user_id = ${userId} order by company limit ${companyFilterLimit}`,
    ),
    selectRows<{ tag: string }>(db, sql`select distinct unnest(tags) as tag from applications where user_id = ${userId} order by tag`),
    selectRows<{ created_at: Date | string; status_history: FunnelJob['statusHistory'] }>(
      db,
      sql`select created_at, status_history from saved_jobs where user_id = ${userId} and jsonb_array_length(status_history) > 0`,
    ),
    selectRows<{ count: number | string }>(db, sql`select count(*) as count from saved_jobs where user_id = ${userId}`),
  ]);
  const totalOf = new Map(totals.map((row) => [row.status, Number(row.total)]));
  const statuses = query.status ? [query.status] : jobStatuses;
  return {
    columns: statuses.map((status) => {
      const total = totalOf.get(status) ?? 0;
      const end = query.offset + page;
      return {
        status,
        total,
        cards: cards.filter((row) => row.status === status).map((row) => toCard(row, today)),
        nextOffset: end < total ? end : null,
      };
    }),
    companies: companies.map((row) => row.company),
    tags: tags.map((row) => row.tag),
    today,
    funnel: pipelineFunnel(
      Number(saved[0]?.count ?? 0),
      moved.map((row) => ({ createdAt: new Date(row.created_at), statusHistory: row.status_history })),
    ),
  };
}
