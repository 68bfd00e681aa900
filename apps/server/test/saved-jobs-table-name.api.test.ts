import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/db/migrations');

describe('migration 0028: the saved jobs table has one name', () => {
  const client = new PGlite();
  afterAll(() => client.close());

  it('leaves no table, index, key, trigger or function under the old name', async () => {
    await migrate(drizzle(client, { schema }) as never, { migrationsFolder });
    const names = async (text: string) => ((await client.query<{ name: string }>(text)).rows as { name: string }[]).map((row) => row.name);
    const relations = await names(`select relname as name from pg_class where relnamespace = 'public'::regnamespace`);
    const constraints = await names(`select conname as name from pg_constraint where connamespace = 'public'::regnamespace`);
    const triggers = await names(`select tgname as name from pg_trigger where not tgisinternal`);
    const functions = await names(`select prosrc as name from pg_proc where pronamespace = 'public'::regnamespace`);
    expect([...relations, ...constraints, ...triggers, ...functions].filter((name) => name.includes('job_listings'))).toEqual([]);
    expect(relations).toEqual(expect.arrayContaining(['saved_jobs', 'saved_jobs_pkey', 'saved_jobs_user_order_idx']));
    expect(constraints).toEqual(expect.arrayContaining(['saved_jobs_user_id_user_id_fk', 'applications_job_id_saved_jobs_id_fk']));
    expect(triggers).toEqual(
      expect.arrayContaining(['saved_jobs_inserted', 'saved_jobs_updated', 'saved_jobs_deleted', 'saved_jobs_delete_listings']),
    );
  });

  it("keeps the drizzle schema's own names: every index and foreign key the schema declares exists", async () => {
    const relations = new Set(
      ((await client.query<{ name: string }>(`select relname as name from pg_class`)).rows as { name: string }[]).map((row) => row.name),
    );
    const constraints = new Set(
      ((await client.query<{ name: string }>(`select conname as name from pg_constraint`)).rows as { name: string }[]).map((row) => row.name),
    );
    const { getTableConfig } = await import('drizzle-orm/pg-core');
    const config = getTableConfig(schema.savedJobs);
    expect(config.name).toBe('saved_jobs');
    for (const index of config.indexes) expect(relations).toContain(index.config.name);
    for (const key of config.foreignKeys) expect(constraints).toContain(key.getName());
  });
});
