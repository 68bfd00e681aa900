import type { ApplicationBoardQuery } from '@seeker/contract';
import { sql, type SQL } from 'drizzle-orm';

/** When a saved job (`j`) entered its column: its last move, else when it was saved. */
export const inColumnSince = sql`coalesce((j.status_history -> -1 ->> 'at')::timestamptz, j.created_at)`;

/** A LIKE pattern matching `text` literally anywhere ("%" and "_" typed by the user mean themselves). */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The board's filters as conditions on `j` (saved_jobs) and `a` (applications, left-joined): every
 * word of the search in the title or company, the company, a tag, a follow-up due by `today`, archived or not.
 */
export function boardFilters(userId: string, query: ApplicationBoardQuery, today: string): SQL {
  const conditions: SQL[] = [sql`j.user_id = ${userId}`];
  for (const word of (query.q ?? '').split(/\s+/).filter(Boolean).slice(0, 10)) {
    const pattern = containsPattern(word);
    conditions.push(sql`(j.title ilike ${pattern} or j.company ilike ${pattern})`);
  }
  if (query.company) conditions.push(sql`j.company = ${query.company}`);
  if (query.tag) conditions.push(sql`${query.tag} = any(a.tags)`);
  if (query.followUpDue === 'true')
    conditions.push(sql`exists (select 1 from application_follow_ups f where f.job_id = j.id and f.done_at is null and f.due_on <= ${today}::date)`);
  if (query.status) conditions.push(sql`j.status = ${query.status}`);
  // Archived applications are a view of their own; the board leaves them out.
  conditions.push(query.archived === 'true' ? sql`a.archived_at is not null` : sql`a.archived_at is null`);
  return sql.join(conditions, sql` and `);
}
