import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema';
import { migrationsBefore, migrationsFolder } from '../support/migrations-before';
import { seedSearchSession } from '../support/seed-saved-jobs';

describe('migration 0029: the timeline becomes a record', () => {
  const client = new PGlite();
  const db = drizzle(client, { schema });
  afterAll(() => client.close());

  it('writes down every entry the timeline showed before, at the time it showed it', async () => {
    await migrate(db as never, { migrationsFolder: await migrationsBefore('0029_application_events') });
    const q = (text: string, values: unknown[] = []) => client.query(text, values);
    await q(`insert into "user" (id, name, email) values ('u1', 'Ada', 'ada@example.com')`);
    const { jobIds } = await seedSearchSession(db as never, 'u1', [{ title: 'Frontend Engineer', statusHistory: [] }]);
    const job = jobIds[0]!;
    await q(
      `insert into application_contacts (id, job_id, user_id, name, role, email, link, created_at)
      values ('c1', $1, 'u1', 'Grace Hopper', 'Recruiter', '', '', '2026-11-20T10:00:00Z')`,
      [job],
    );
    await q(
      `insert into application_interviews (id, job_id, user_id, date, time, timezone, starts_at, duration_minutes, place, note, created_at)
      values ('i1', $1, 'u1', '2026-12-03', '14:30', 'Europe/Berlin', '2026-12-03T13:30:00Z', 60, 'Acme HQ', '', '2026-11-21T10:00:00Z')`,
      [job],
    );
    await q(
      `insert into application_follow_ups (id, job_id, user_id, due_on, remind_at, note, sent_at, done_at, created_at)
      values ('f1', $1, 'u1', '2026-11-25', '2026-11-25T08:00:00Z', '', '2026-11-25T08:00:10Z', '2026-11-26T09:00:00Z', '2026-11-22T10:00:00Z')`,
      [job],
    );
    await q(
      `insert into cover_letters (user_id, job_id, text, engine, notes, created_at, updated_at)
      values ('u1', $1, 'Dear Acme', 'deterministic', '[]', '2026-11-23T10:00:00Z', '2026-11-24T10:00:00Z')`,
      [job],
    );

    await migrate(db as never, { migrationsFolder });
    const { rows } = await q(
      `select kind, facts, to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS') as at from application_events where job_id = $1 order by at`,
      [job],
    );
    expect(rows).toEqual([
      { at: '2026-11-20T10:00:00', kind: 'contact-added', facts: { name: 'Grace Hopper', role: 'Recruiter' } },
      { at: '2026-11-21T10:00:00', kind: 'interview-set', facts: { day: '2026-12-03', time: '14:30', timezone: 'Europe/Berlin', place: 'Acme HQ' } },
      { at: '2026-11-22T10:00:00', kind: 'follow-up-set', facts: { day: '2026-11-25' } },
      { at: '2026-11-23T10:00:00', kind: 'cover-letter-written', facts: {} },
      { at: '2026-11-24T10:00:00', kind: 'cover-letter-edited', facts: {} },
      { at: '2026-11-25T08:00:10', kind: 'reminder-sent', facts: { day: '2026-11-25' } },
      { at: '2026-11-26T09:00:00', kind: 'follow-up-done', facts: { day: '2026-11-25' } },
    ]);
  });
});
