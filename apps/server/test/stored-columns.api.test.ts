import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { selectRows } from '../src/db/select-rows';
import { databaseTargets, openTestDatabase } from './support/test-database';

/** The long values written on every run, and how the migrations leave them stored (0021, 0022, 0023). */
const lz4Columns = [
  ['company_research_sessions', 'research_data'],
  ['saved_jobs', 'description'],
  ['saved_jobs', 'description_html'],
  ['schedule_match_states', 'dropped_jobs'],
  ['postings', 'description_text'],
  ['postings', 'description_html'],
] as const;

describe.each(databaseTargets())('stored columns on %s', (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(target);
  });
  afterAll(() => database.close());

  const columns = () =>
    selectRows<{ table: string; column: string; compression: string; type: string }>(
      database.db,
      sql`select c.relname as table, a.attname as column, a.attcompression::text as compression, format_type(a.atttypid, a.atttypmod) as type
        from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and a.attnum > 0 and not a.attisdropped`,
    );

  it('compresses the long values of every run with lz4 where the server has it, and leaves the rest as they were', async () => {
    const all = await columns();
    const compressed = all.filter((column) => column.compression === 'l').map((column) => [column.table, column.column]);
    // PostgreSQL from Debian is built with lz4; the embedded database is not, and its migration passes quietly.
    expect(compressed.sort()).toEqual(target === 'postgres' ? [...lz4Columns].map((pair) => [...pair]).sort() : []);
  });

  it("keeps a schedule's matches and a session's company research as json, read whole", async () => {
    const all = await columns();
    const typeOf = (table: string, column: string) => all.find((found) => found.table === table && found.column === column)?.type;
    expect(typeOf('schedule_matches', 'entry')).toBe('json');
    expect(typeOf('company_research_sessions', 'research_data')).toBe('json');
  });
});
