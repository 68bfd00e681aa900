import { companyResearchMessages, openRolesWeeks, type OpenRoles } from '@seeker/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/select-rows';
import { AppError } from '../../lib/app-error';
import { findResearchSession } from './find-research-session';

type WeekRow = { week_ending: string; open: number | null };

/**
 * A researched company's open roles week by week, from the shared index: postings under its name (any
 * case) first seen by the end of each week and not closed by then. Weeks before the index held anything
 * are null, never 0: Seeker did not look then.
 */
export async function openRolesOverTime(db: Db, userId: string, sessionId: string, companyId: string, now = new Date()): Promise<OpenRoles> {
  const session = await findResearchSession(db, userId, sessionId);
  const record = session?.companies.find((candidate) => candidate.companyOverview.id === companyId);
  if (!record) throw AppError.notFound(companyResearchMessages.notFound);
  const company = record.companyOverview.name;
  // The oldest posting still held (by id, off the primary key): the index looked from then on.
  const [first] = await selectRows<{ first_seen_at: Date | string }>(db, sql`select first_seen_at from postings order by id limit 1`);
  const since = first ? new Date(first.first_seen_at) : null;
  const weeks = await selectRows<WeekRow>(
    db,
    sql`with weeks as (
        select generate_series(
          ${now.toISOString()}::timestamptz - ${`${openRolesWeeks - 1} weeks`}::interval,
          ${now.toISOString()}::timestamptz,
          interval '1 week'
        ) as week_end
      )
      select to_char(w.week_end at time zone 'UTC', 'YYYY-MM-DD') as week_ending,
        case when ${since?.toISOString() ?? null}::timestamptz is null or w.week_end < ${since?.toISOString() ?? null}::timestamptz then null else (
          select count(*)::int from postings p
          where lower(p.company) = lower(${company}) and p.first_seen_at <= w.week_end and (p.closed_at is null or p.closed_at > w.week_end)
        ) end as open
      from weeks w order by w.week_end`,
  );
  return {
    company,
    weeks: weeks.map((week) => ({ weekEnding: week.week_ending, open: week.open === null ? null : Number(week.open) })),
    indexSince: since?.toISOString() ?? null,
  };
}
