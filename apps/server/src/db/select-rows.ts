import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/**
 * The rows a raw statement answers (a `returning` or a `select`), as named by the statement: Drizzle's
 * `execute` is typed by driver, but both drivers (PGlite's Results, node-postgres' QueryResult) answer { rows }.
 */
export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
