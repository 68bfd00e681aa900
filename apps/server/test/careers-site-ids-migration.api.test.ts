import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema';
import { migrationsBefore, migrationsFolder } from './support/migrations-before';

describe('migration 0033: company sites keyed by their host', () => {
  const client = new PGlite();
  const db = drizzle(client, { schema });
  afterAll(() => client.close());

  it("puts the site's host before each company-site posting's path, and leaves every other source's key alone", async () => {
    await migrate(db as never, { migrationsFolder: await migrationsBefore('0033_careers-site-ids-by-host') });
    const posting = (source: string, sourceId: string, boardSlug: string | null) =>
      client.query(
        `insert into postings (source, source_id, source_url, title, company, location, remote, description_html, description_text,
           qualifications, benefits, tags, fingerprint, first_seen_at, last_seen_at, board_slug)
         values ($1, $2, 'https://example.com/', 'T', 'C', '', false, '', '', '[]', '[]', '[]', $2, now(), now(), $3)`,
        [source, sourceId, boardSlug],
      );
    await posting('careersite', '/careers/1-engineer', 'acme.com');
    await posting('careersite', 'globex.com/careers/1-engineer', 'globex.com');
    await posting('greenhouse', '/4001', 'acme');

    await migrate(db as never, { migrationsFolder });
    const { rows } = await client.query(`select source, source_id from postings order by source, source_id`);
    expect(rows).toEqual([
      { source: 'careersite', source_id: 'acme.com/careers/1-engineer' },
      { source: 'careersite', source_id: 'globex.com/careers/1-engineer' },
      { source: 'greenhouse', source_id: '/4001' },
    ]);
  });
});
