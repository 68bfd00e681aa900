import { createPosting } from '@seeker/agents/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { postingsWithFingerprints, queryPostings } from '../src/modules/postings/query-postings';
import { upsertPostings } from '../src/modules/postings/upsert-postings';
import { databaseTargets, openTestDatabase, resetDatabase } from './support/test-database';

const now = new Date('2026-06-01T00:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
const acme = { provider: 'greenhouse', slug: 'acme' } as const;

describe.each(databaseTargets())('queryPostings on %s', (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(target);
  });
  afterAll(() => database.close());
  beforeEach(() => resetDatabase(database));

  it("reads a target board's newest open postings first, undated ones last, whatever order they were stored in", async () => {
    // Stored neither oldest nor newest first, so neither the table's order nor the ids' is the one asked for.
    await upsertPostings(
      database.db,
      [
        createPosting({ sourceId: 'undated', title: 'Undated', board: acme }),
        ...[3, 9, 1, 7, 5].map((days) => createPosting({ sourceId: `d${days}`, title: `${days} days old`, postedAt: daysAgo(days), board: acme })),
        createPosting({ sourceId: 'other', title: 'Another board', postedAt: daysAgo(0), board: { provider: 'greenhouse', slug: 'globex' } }),
      ],
      now,
    );
    const newest = await queryPostings(database.db, { terms: [], boards: [{ provider: 'greenhouse', slug: 'ACME' }], limit: 3 });
    // (The text part, with no terms, reads the most recently seen open postings: all seen at once here.)
    expect(newest.slice(0, 3).map((posting) => posting.title)).toEqual(['1 days old', '3 days old', '5 days old']);
    const all = await queryPostings(database.db, { terms: [], boards: [acme], limit: 10 });
    expect(all.slice(0, 6).map((posting) => posting.title)).toEqual([
      '1 days old',
      '3 days old',
      '5 days old',
      '7 days old',
      '9 days old',
      'Undated',
    ]);
  });

  it('takes whole postings from the shared cache: the same objects for the next search, a posting written since read again', async () => {
    await upsertPostings(
      database.db,
      [
        createPosting({ sourceId: 'a', title: 'React Developer', descriptionText: 'React.', postedAt: daysAgo(1) }),
        createPosting({ sourceId: 'b', title: 'React Engineer', descriptionText: 'React and Node.', postedAt: daysAgo(2) }),
      ],
      now,
    );
    const query = { terms: ['react'], boards: [], limit: 10 };
    const first = await queryPostings(database.db, query);
    const second = await queryPostings(database.db, query);
    expect(second.map((posting) => posting.title)).toEqual(first.map((posting) => posting.title));
    expect(second.every((posting, index) => posting === first[index])).toBe(true);
    expect(Object.isFrozen(second[0])).toBe(true);

    await upsertPostings(
      database.db,
      [createPosting({ sourceId: 'b', title: 'React Engineer', descriptionText: 'React, Node and Go.', postedAt: daysAgo(2) })],
      now,
    );
    const third = await queryPostings(database.db, query);
    const engineer = third.find((posting) => posting.title === 'React Engineer')!;
    expect(engineer.descriptionText).toBe('React, Node and Go.');
    expect(engineer).not.toBe(first.find((posting) => posting.title === 'React Engineer'));
    expect(third.find((posting) => posting.title === 'React Developer')).toBe(first.find((posting) => posting.title === 'React Developer'));
  });

  it('returns the text matches most relevant first, and never a closed posting', async () => {
    const stored = await upsertPostings(
      database.db,
      [
        createPosting({ sourceId: 'prose', title: 'Backend Engineer', descriptionText: 'We use React on one page.', postedAt: daysAgo(1) }),
        createPosting({ sourceId: 'closed', title: 'React Developer', descriptionText: 'React all day.', postedAt: daysAgo(1) }),
        createPosting({
          sourceId: 'title',
          title: 'React Developer',
          descriptionText: 'Our frontend is React and TypeScript.',
          postedAt: daysAgo(20),
        }),
        createPosting({ sourceId: 'none', title: 'Line Cook', descriptionText: 'Pasta.', postedAt: daysAgo(1) }),
      ],
      now,
    );
    await database.executeSql('update postings set closed_at = $1 where id = $2', [
      now.toISOString(),
      stored.find((posting) => posting.sourceId === 'closed')!.id,
    ]);
    const found = await queryPostings(database.db, { terms: ['react'], boards: [], limit: 10 });
    expect(found.map((posting) => posting.sourceId)).toEqual(['title', 'prose']);
    expect(found[0]).toMatchObject({ title: 'React Developer', descriptionText: 'Our frontend is React and TypeScript.', postedAt: daysAgo(20) });
    expect(found[0]).not.toHaveProperty('search');
  });

  it("reads every open copy of a job's fingerprint once: the postings already read are not read again", async () => {
    const fingerprint = 'acme|react developer|berlin';
    const stored = await upsertPostings(
      database.db,
      [
        createPosting({ sourceId: 'gh', source: 'greenhouse', title: 'React Developer', fingerprint }),
        createPosting({ sourceId: 'lever', source: 'lever', title: 'React Developer', fingerprint }),
        createPosting({ sourceId: 'ashby', source: 'ashby', title: 'React Developer', fingerprint }),
        createPosting({ sourceId: 'other', title: 'Line Cook' }),
      ],
      now,
    );
    const id = (sourceId: string) => stored.find((posting) => posting.sourceId === sourceId)!.id;
    await database.executeSql('update postings set closed_at = $1 where id = $2', [now.toISOString(), id('ashby')]);

    const all = await postingsWithFingerprints(database.db, [fingerprint]);
    expect(all.map((posting) => posting.sourceId).sort()).toEqual(['gh', 'lever']);
    const rest = await postingsWithFingerprints(database.db, [fingerprint], [id('gh'), id('other')]);
    expect(rest.map((posting) => posting.sourceId)).toEqual(['lever']);
    expect(rest[0]).toMatchObject({ title: 'React Developer', fingerprint });
    expect(await postingsWithFingerprints(database.db, [fingerprint], [id('gh'), id('lever')])).toEqual([]);
  });
});
