import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { selectRows } from '../../../db/select-rows';
import { icsCalendar } from './ics-text';

type Row = {
  id: string;
  job_id: string;
  starts_at: Date | string;
  duration_minutes: number;
  place: string;
  note: string;
  title: string;
  company: string;
};

/** Every interview of the user as a calendar file (each its own event, at its instant in UTC). */
export async function exportInterviewsIcs(db: Db, userId: string, publicUrl: string, now = new Date()) {
  const rows = await selectRows<Row>(
    db,
    sql`select i.id, i.job_id, i.starts_at, i.duration_minutes, i.place, i.note, j.title, j.company
      from application_interviews i join saved_jobs j on j.id = i.job_id
      where i.user_id = ${userId} order by i.starts_at, i.id`,
  );
  const host = new URL(publicUrl).host;
  return icsCalendar(
    rows.map((row) => {
      const start = new Date(row.starts_at);
      const link = `${publicUrl}/applications/${encodeURIComponent(row.job_id)}`;
      return {
        uid: `interview-${row.id}@${host}`,
        start,
        end: new Date(start.getTime() + row.duration_minutes * 60_000),
        summary: `Interview: ${row.title} at ${row.company}`,
        location: row.place,
        description: [row.note, link].filter(Boolean).join('\n'),
        url: link,
        // Calendars show a reminder the day before (to prepare) and an hour before (to leave or log in).
        alarms: [
          { before: 'P1D', words: `Interview tomorrow: ${row.title} at ${row.company}` },
          { before: 'PT1H', words: `Interview in an hour: ${row.title} at ${row.company}` },
        ],
      };
    }),
    now,
  );
}
