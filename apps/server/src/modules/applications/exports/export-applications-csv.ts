import {
  applicationPriorityLabels,
  jobStatuses,
  jobStatusLabels,
  savedJobDefaults,
  type ApplicationBoardQuery,
  type ApplicationPriority,
  type JobStatus,
} from '@seeker/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { selectRows } from '../../../db/select-rows';
import { boardFilters, inColumnSince } from '../board/board-filters';
import { csvText } from './csv-text';

/** A spreadsheet, not a backup: the newest this many applications. */
export const csvRowLimit = 10_000;

type Row = {
  id: string;
  company: string;
  title: string;
  location: string;
  status: JobStatus;
  in_column_since: string;
  applied_on: string | null;
  resume_sent: string | null;
  letter_sent: boolean | null;
  tags: string[];
  next_follow_up: string | null;
  contacts: string | null;
  interviews: number | string;
  notes: string;
  job_link: string;
  source_url: string;
  saved_on: string;
  priority: ApplicationPriority | null;
  excitement: number | null;
  deadline: string | null;
  stage: string | null;
};

const header = [
  'Company',
  'Title',
  'Location',
  'Status',
  'Stage',
  'In status since',
  'Applied on',
  'Resume sent',
  'Cover letter sent',
  'Tags',
  'Next follow-up',
  'Contacts',
  'Interviews',
  'Notes',
  'Job link',
  'Apply link',
  'Application link',
  'Saved on',
  'Priority',
  'Excitement (1–5)',
  'Apply by',
];

/** A stored stand-in ("Not specified") is no fact: its cell stays empty. */
const known = (value: string) => (value === savedJobDefaults.text ? null : value);
const link = (value: string) => (value === savedJobDefaults.link || value === '' ? null : value);

/**
 * The board's applications (same filters) as CSV, pipeline order, stage, then latest move first; dates are the
 * user's days; the stage is the user's own within the status. Resume and cover letter sent say "No" alike once applied, and are empty before.
 */
export async function exportApplicationsCsv(
  db: Db,
  userId: string,
  query: ApplicationBoardQuery,
  today: string,
  timezone: string,
  publicUrl: string,
) {
  const rows = await selectRows<Row>(
    db,
    sql`select j.id, j.company, j.title, j.location, j.status,
        to_char(${inColumnSince} at time zone ${timezone}::text, 'YYYY-MM-DD') as in_column_since,
        to_char(j.applied_at at time zone ${timezone}::text, 'YYYY-MM-DD') as applied_on,
        case when j.applied_at is not null then coalesce(j.applied_resume_title, 'No') end as resume_sent,
        case when j.applied_at is not null then j.applied_cover_letter end as letter_sent,
        coalesce(a.tags, '{}') as tags, coalesce(a.notes, '') as notes, j.job_link, j.source_url,
        to_char(j.created_at at time zone ${timezone}::text, 'YYYY-MM-DD') as saved_on,
        a.priority, a.excitement, a.deadline::text as deadline, s.name as stage,
        (select min(f.due_on)::text from application_follow_ups f where f.job_id = j.id and f.done_at is null) as next_follow_up,
        (select string_agg(c.name || case when c.email <> '' then ' <' || c.email || '>' else '' end, '; ' order by c.created_at)
          from application_contacts c where c.job_id = j.id) as contacts,
        (select count(*) from application_interviews i where i.job_id = j.id) as interviews
      from saved_jobs j left join applications a on a.job_id = j.id left join application_stages s on s.id = a.stage_id
      where ${boardFilters(userId, query, today)}
      order by array_position(${`{${jobStatuses.join(',')}}`}::text[], j.status), s.position nulls first, ${inColumnSince} desc, j.id
      limit ${csvRowLimit}`,
  );
  return csvText(
    header,
    rows.map((row) => [
      row.company,
      row.title,
      known(row.location),
      jobStatusLabels[row.status],
      row.stage,
      row.in_column_since,
      row.applied_on,
      row.resume_sent,
      row.letter_sent === null ? null : row.letter_sent ? 'Yes' : 'No',
      row.tags.join('; '),
      row.next_follow_up,
      row.contacts,
      Number(row.interviews),
      row.notes,
      // The posting's own page, then where to apply (often the same).
      link(row.source_url),
      link(row.job_link),
      `${publicUrl}/applications/${encodeURIComponent(row.id)}`,
      row.saved_on,
      row.priority ? applicationPriorityLabels[row.priority] : null,
      row.excitement,
      row.deadline,
    ]),
  );
}
