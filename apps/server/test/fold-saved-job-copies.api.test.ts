import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema';
import { migrationsBefore, migrationsFolder } from './support/migrations-before';

describe('migration 0010: copies of one posting saved by several searches fold into one saved job', () => {
  const client = new PGlite();
  const db = drizzle(client, { schema });
  afterAll(() => client.close());

  it('keeps the furthest status, every history entry, the favourite, every listing and the documents, and repairs what went with the application', async () => {
    await migrate(db as never, { migrationsFolder: await migrationsBefore('0010_one_saved_job') });
    const q = (text: string, values: unknown[] = []) => client.query(text, values);
    await q(`insert into "user" (id, name, email) values ('u1', 'Ada', 'ada@example.com'), ('u2', 'Bo', 'bo@example.com')`);
    await q(`insert into postings (source, source_id, source_url, title, company, location, remote, description_html, description_text, qualifications, benefits, tags, fingerprint, first_seen_at, last_seen_at)
      values ('greenhouse', 'p1', 'https://boards.example/1', 'Frontend Engineer', 'Globex', 'Berlin', false, '', '', '[]', '[]', '[]', 'fp-frontend', now(), now()),
             ('greenhouse', 'p2', 'https://boards.example/2', 'Backend Engineer', 'Globex', 'Berlin', false, '', '', '[]', '[]', '[]', 'fp-backend', now(), now())`);
    const { rows: postings } = await q(`select id, source_id from postings order by source_id`);
    const [frontend, backend] = (postings as { id: number }[]).map((row) => row.id);
    for (const [index, session] of ['s1', 's2', 's3'].entries()) {
      await q(`insert into job_search_sessions (id, user_id, job_count, sources, created_at) values ($1, 'u1', 2, '[]', $2)`, [
        session,
        `2026-11-0${index + 1}T10:00:00Z`,
      ]);
    }
    await q(`insert into job_search_sessions (id, user_id, job_count, sources, created_at) values ('t1', 'u2', 1, '[]', now())`);
    const listing = (
      id: string,
      user: string,
      session: string,
      number: number,
      posting: number | null,
      status: string,
      history: string[],
      extra: { favorite?: boolean; appliedAt?: string } = {},
    ) =>
      q(
        `insert into job_listings (id, user_id, session_id, listing_number, posting_id, title, company, location, salary, date_posted, description, description_html, qualifications, benefits, job_link, favorite, status, status_history, remote, source, source_label, source_url, sources, match_score, match_reason, applied_at, created_at)
         values ($1, $2, $3, $4, $5, 'Frontend Engineer', 'Globex', 'Berlin', 'Not specified', now(), '', '', '[]', '[]', '#', $6, $7, $8, false, 'greenhouse', 'Greenhouse', '#', '[]', 70, 'Title matches', $9, (select created_at from job_search_sessions where id = $3))`,
        [
          id,
          user,
          session,
          number,
          posting,
          extra.favorite ?? false,
          status,
          JSON.stringify(history.map((entry, at) => ({ status: entry, at: `2026-11-0${at + 1}T12:00:00.000Z` }))),
          extra.appliedAt ?? null,
        ],
      );
    // Three searches found the frontend job: a letter and a tailored resume made on the first copy, Applied set on the third.
    await listing('job-s1-0', 'u1', 's1', 1, frontend!, 'researching', ['new', 'researching'], { favorite: true });
    await listing('job-s1-1', 'u1', 's1', 2, backend!, 'new', ['new']);
    await listing('job-s2-0', 'u1', 's2', 1, frontend!, 'researching', ['new', 'researching']);
    await listing('job-s3-0', 'u1', 's3', 1, frontend!, 'applied', ['new', 'researching', 'applied'], { appliedAt: '2026-11-03T12:00:00Z' });
    // Another user's copy of the same posting is theirs.
    await listing('job-t1-0', 'u2', 't1', 1, frontend!, 'new', ['new']);
    await q(
      `insert into resumes (id, user_id, title, type, file_type, file_size, storage_path, text, has_text, metadata) values ('r1', 'u1', 'Resume for Frontend Engineer at Globex', 'tailored', 'pdf', 1, 'x', 'x', true, '{}')`,
    );
    await q(
      `insert into resume_tailorings (id, user_id, job_id, job_title, company, resume_id, result, created_at) values ('t-1', 'u1', 'job-s1-0', 'Frontend Engineer', 'Globex', 'r1', '{}', '2026-11-02T09:00:00Z')`,
    );
    await q(
      `insert into cover_letters (user_id, job_id, text, engine, notes, created_at, updated_at) values ('u1', 'job-s1-0', 'Dear Globex', 'deterministic', '[]', '2026-11-02T09:00:00Z', '2026-11-02T09:00:00Z'), ('u1', 'job-s2-0', 'Older letter', 'deterministic', '[]', '2026-11-01T09:00:00Z', '2026-11-01T09:00:00Z')`,
    );

    await migrate(db as never, { migrationsFolder });

    const { rows: jobs } = await q(
      `select id, user_id, session_id, listing_number, status, status_history, favorite, resume_id, applied_resume_title, applied_cover_letter, fingerprint from saved_jobs order by id`,
    );
    expect(jobs).toEqual([
      {
        id: 'job-s1-0',
        user_id: 'u1',
        session_id: 's3',
        listing_number: 1,
        status: 'applied',
        favorite: true,
        status_history: [
          { status: 'new', at: '2026-11-01T12:00:00.000Z' },
          { status: 'researching', at: '2026-11-02T12:00:00.000Z' },
          { status: 'applied', at: '2026-11-03T12:00:00.000Z' },
        ],
        resume_id: 'r1',
        applied_resume_title: 'Resume for Frontend Engineer at Globex',
        applied_cover_letter: true,
        fingerprint: 'fp-frontend',
      },
      expect.objectContaining({ id: 'job-s1-1', session_id: 's1', status: 'new', fingerprint: 'fp-backend' }),
      expect.objectContaining({ id: 'job-t1-0', user_id: 'u2', status: 'new' }),
    ]);
    const { rows: listings } = await q(`select id, session_id, job_id from session_listings order by id`);
    expect(listings).toEqual([
      { id: 'job-s1-0', session_id: 's1', job_id: 'job-s1-0' },
      { id: 'job-s1-1', session_id: 's1', job_id: 'job-s1-1' },
      { id: 'job-s2-0', session_id: 's2', job_id: 'job-s1-0' },
      { id: 'job-s3-0', session_id: 's3', job_id: 'job-s1-0' },
      { id: 'job-t1-0', session_id: 't1', job_id: 'job-t1-0' },
    ]);
    expect((await q(`select job_id, text from cover_letters`)).rows).toEqual([{ job_id: 'job-s1-0', text: 'Dear Globex' }]);
    expect((await q(`select job_id from resume_tailorings`)).rows).toEqual([{ job_id: 'job-s1-0' }]);
    // Nothing left to fold: the function answers 0 and changes nothing.
    expect((await q(`select fold_saved_job_copies(null) as folded`)).rows).toEqual([{ folded: 0 }]);
  });
});
