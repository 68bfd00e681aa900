import {
  applicationLimits,
  jobStatuses,
  type ApplicationBoard,
  type ApplicationPriority,
  type ApplicationBoardQuery,
  type BoardCard,
  type JobStatus,
} from '@seeker/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { selectRows } from '../../../db/select-rows';
import { boardFilters, inColumnSince } from './board-filters';
import { pipelineFunnel, type FunnelJob } from './pipeline-funnel';

type CardRow = {
  id: string;
  title: string;
  company: string;
  location: string;
  status: JobStatus;
  favorite: boolean;
  in_column_since: Date | string;
  tags: string[];
  applied_at: Date | string | null;
  applied_resume_title: string | null;
  resume_id: string | null;
  applied_cover_letter: boolean;
  follow_up_id: string | null;
  follow_up_due_on: string | null;
  follow_up_note: string | null;
  priority: ApplicationPriority | null;
  excitement: number | null;
  deadline: string | null;
  archived: boolean;
};

/** Companies listed in the company filter: the board of a heavy user stays readable. */
const companyFilterLimit = 500;

const iso = (value: Date | string) => new Date(value).toISOString();

function toCard(row: CardRow, today: string): BoardCard {
  return {
    jobId: row.id,
    title: row.title,
    company: row.company,
    location: row.location,
    status: row.status,
    favorite: row.favorite,
    inColumnSince: iso(row.in_column_since),
    tags: row.tags,
    nextFollowUp:
      row.follow_up_id && row.follow_up_due_on
        ? { id: row.follow_up_id, dueOn: row.follow_up_due_on, note: row.follow_up_note ?? '', due: row.follow_up_due_on <= today }
        : null,
    appliedWith: row.applied_at ? { resumeTitle: row.resume_id ? row.applied_resume_title : null, coverLetter: row.applied_cover_letter } : null,
    priority: row.priority,
    excitement: row.excitement,
    deadline: row.deadline,
    archived: row.archived,
  };
}

/**
 * The board: each status's cards matching the filters (latest move first, a page per column), every
 * company and tag for the filters, and the unfiltered funnel. `today` is the user's day.
 */
export async function readBoard(db: Db, userId: string, query: ApplicationBoardQuery, today: string): Promise<ApplicationBoard> {
  const page = applicationLimits.columnPage;
  const filtered = sql`select j.id, j.title, j.company, j.location, j.status, j.favorite, j.applied_at, j.applied_resume_title,
      j.resume_id, j.applied_cover_letter, coalesce(a.tags, '{}') as tags,
      a.priority, a.excitement, a.deadline::text as deadline, a.archived_at is not null as archived,
      ${inColumnSince} as in_column_since
    from saved_jobs j left join applications a on a.job_id = j.id
    where ${boardFilters(userId, query, today)}`;
  const [cards, totals, companies, tags, moved, saved] = await Promise.all([
    selectRows<CardRow>(
      db,
      sql`with ranked as (
          select f.*, row_number() over (partition by f.status order by f.in_column_since desc, f.id) as position from (${filtered}) f
        )
        select r.*, fu.id as follow_up_id, fu.due_on::text as follow_up_due_on, fu.note as follow_up_note
        from ranked r
        left join lateral (
          select id, due_on, note from application_follow_ups
          where job_id = r.id and done_at is null order by due_on, created_at limit 1
        ) fu on true
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
