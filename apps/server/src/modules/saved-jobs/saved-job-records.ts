// Saved jobs travel to the database as one JSON array of records, read back by `json_populate_record(set)`:
// one parameter for a batch however many jobs and columns, instead of one parameter a value.
import { getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/select-rows';
import { groupBy } from '../../lib/group-by';
import { savedJobs } from '../../db/schema';

/** A job as a search found it, to be saved under its listing id. */
export type SavedJobValues = typeof savedJobs.$inferInsert & { id: string };
export type SavedJobRow = typeof savedJobs.$inferSelect;
type Key = keyof SavedJobRow;
export type Column = (typeof savedJobs)[Key];
const columns = getTableColumns(savedJobs) as Record<Key, Column>;
const keys = Object.keys(columns) as Key[];

/** A column's value as JSON that `json(b)_populate_record` reads back as the column's type. */
export function asRecordValue(column: Column, value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  // JSON columns take the value itself (their driver mapping would make it a string inside the JSON).
  return value === null || ['json', 'jsonb'].includes(column.getSQLType()) ? value : column.mapToDriverValue(value as never);
}

/**
 * New saved jobs added, one statement for each set of columns they give (a batch of runs' jobs all give
 * the same): the values go as one JSON array, and only what the database fills in (its defaults: when it
 * was created, the columns of an application not made yet) comes back, not the texts just sent.
 */
export async function insertSavedJobs(tx: Db, jobs: SavedJobValues[]): Promise<SavedJobRow[]> {
  const byColumns = groupBy(jobs, (job) => keys.filter((key) => job[key] !== undefined).join(','));
  const added = new Map<string, SavedJobRow>();
  for (const [given, group] of byColumns) {
    const sent = given.split(',') as Key[];
    const filled = keys.filter((key) => !sent.includes(key));
    const names = sql.join(
      sent.map((key) => sql.identifier(columns[key].name)),
      sql`, `,
    );
    const records = group.map((job) => Object.fromEntries(sent.map((key) => [columns[key].name, asRecordValue(columns[key], job[key])])));
    const rows = await selectRows<Record<string, unknown>>(
      tx,
      sql`insert into ${savedJobs} (${names})
        select ${names} from json_populate_recordset(null::${savedJobs}, ${JSON.stringify(records)}::json)
        returning ${sql.join(
          ['id' as const, ...filled].map((key) => sql.identifier(columns[key].name)),
          sql`, `,
        )}`,
    );
    const byId = new Map(group.map((job) => [job.id, job]));
    for (const row of rows) {
      const job = { ...byId.get(row.id as string)! } as Record<string, unknown>;
      for (const key of filled) {
        const value = row[columns[key].name];
        job[key] = value === null || value === undefined ? null : columns[key].mapFromDriverValue(value as never);
      }
      added.set(job.id as string, job as SavedJobRow);
    }
  }
  return jobs.map((job) => added.get(job.id)!);
}
