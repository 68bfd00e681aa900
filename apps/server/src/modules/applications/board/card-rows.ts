import type { ApplicationBoardQuery, ApplicationPriority, BoardCard, JobStatus } from '@seeker/contract';
import { sql, type SQL } from 'drizzle-orm';
import { boardFilters, inColumnSince } from './board-filters';

/** A card as the database gives it (the board's and the table's rows alike). */
export type CardRow = {
  id: string;
  title: string;
  company: string;
  location: string;
  status: JobStatus;
  favorite: boolean;
  in_column_since: Date | string;
  created_at: Date | string;
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
  stage_id: string | null;
  stage_name: string | null;
  typed_in: boolean;
};

const iso = (value: Date | string) => new Date(value).toISOString();

/** The user's saved jobs matching the board's filters, each with what its card shows but the next follow-up. */
export function filteredCards(userId: string, query: ApplicationBoardQuery, today: string): SQL {
  return sql`select j.id, j.title, j.company, j.location, j.status, j.favorite, j.applied_at, j.applied_resume_title,
      j.resume_id, j.applied_cover_letter, j.created_at, coalesce(a.tags, '{}') as tags,
      a.priority, a.excitement, a.deadline::text as deadline, a.archived_at is not null as archived,
      s.id as stage_id, s.name as stage_name, s.position as stage_position,
      (j.source = 'page' and j.source_url = '') as typed_in,
      ${inColumnSince} as in_column_since
    from saved_jobs j left join applications a on a.job_id = j.id left join application_stages s on s.id = a.stage_id
    where ${boardFilters(userId, query, today)}`;
}

/** The earliest follow-up not done of the row `r`, as `fu` (join it laterally). */
export const nextFollowUp = sql`left join lateral (
    select id, due_on, note from application_follow_ups
    where job_id = r.id and done_at is null order by due_on, created_at limit 1
  ) fu on true`;

/** The follow-up's columns as a card row names them. */
export const nextFollowUpColumns = sql`fu.id as follow_up_id, fu.due_on::text as follow_up_due_on, fu.note as follow_up_note`;

export function toCard(row: CardRow, today: string): BoardCard {
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
    stage: row.stage_id && row.stage_name !== null ? { id: row.stage_id, name: row.stage_name } : null,
    typedIn: row.typed_in,
  };
}

/** A card with when it was saved: a table row. */
export const toRow = (row: CardRow, today: string) => ({ ...toCard(row, today), savedAt: iso(row.created_at) });
