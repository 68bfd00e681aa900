import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema';
import { migrationsBefore, migrationsFolder } from '../support/migrations-before';
import { seedSearchSession } from '../support/seed-saved-jobs';

describe('migration 0031: one person across applications', () => {
  const client = new PGlite();
  const db = drizzle(client, { schema });
  afterAll(() => client.close());

  it("makes one person of each user's rows with the same email (case aside); a row without one is its own", async () => {
    await migrate(db as never, { migrationsFolder: await migrationsBefore('0031_contacts-across-applications') });
    const q = (text: string, values: unknown[] = []) => client.query(text, values);
    await q(`insert into "user" (id, name, email) values ('u1', 'Ada', 'ada@example.com'), ('u2', 'Bo', 'bo@example.com')`);
    const jobs = (await seedSearchSession(db as never, 'u1', [{ title: 'A' }, { title: 'B' }])).jobIds;
    const theirs = (await seedSearchSession(db as never, 'u2', [{ title: 'C' }])).jobIds;
    const contact = (id: string, job: string, user: string, email: string, at: string) =>
      q(`insert into application_contacts (id, job_id, user_id, name, role, email, link, created_at) values ($1, $2, $3, 'N', '', $4, '', $5)`, [
        id,
        job,
        user,
        email,
        at,
      ]);
    await contact('c1', jobs[0]!, 'u1', 'grace@acme.example', '2026-11-20T10:00:00Z');
    await contact('c2', jobs[1]!, 'u1', 'Grace@Acme.example', '2026-11-21T10:00:00Z');
    await contact('c3', jobs[1]!, 'u1', '', '2026-11-22T10:00:00Z');
    await contact('c4', jobs[0]!, 'u1', '', '2026-11-23T10:00:00Z');
    await contact('c5', theirs[0]!, 'u2', 'grace@acme.example', '2026-11-19T10:00:00Z');

    await migrate(db as never, { migrationsFolder });
    const { rows } = await q(`select id, person_id from application_contacts order by id`);
    expect(rows).toEqual([
      { id: 'c1', person_id: 'c1' },
      { id: 'c2', person_id: 'c1' },
      { id: 'c3', person_id: 'c3' },
      { id: 'c4', person_id: 'c4' },
      { id: 'c5', person_id: 'c5' },
    ]);
  });
});
