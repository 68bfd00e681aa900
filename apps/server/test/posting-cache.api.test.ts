import { createPosting } from '@seeker/agents/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { selectRows } from '../src/db/select-rows';
import { postings } from '../src/db/schema';
import { cachedPostings, postingVersion } from '../src/modules/postings';
import { upsertPostings } from '../src/modules/postings/upsert-postings';
import { databaseTargets, openTestDatabase, resetDatabase } from './support/test-database';

const now = new Date('2026-06-01T00:00:00Z');

describe.each(databaseTargets())('the posting cache on %s', (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(target);
  });
  afterAll(() => database.close());
  beforeEach(() => resetDatabase(database));

  const versions = () =>
    selectRows<{ id: string; version: string }>(database.db, sql`select id, ${postingVersion} as version from ${postings} order by id`);

  it('reads a posting whole once per version, and again (with what it says now) once it is written', async () => {
    const [stored] = await upsertPostings(
      database.db,
      [createPosting({ sourceId: 'a', title: 'Backend Engineer', descriptionText: 'Go and SQL.' })],
      now,
    );
    const [first] = await versions();
    const wanted = [{ id: stored!.id, version: first!.version }];
    const read = await cachedPostings(database.db, wanted);
    expect(read.get(stored!.id)?.posting.descriptionText).toBe('Go and SQL.');
    // The same version again is the same object: nothing read.
    expect((await cachedPostings(database.db, wanted)).get(stored!.id)?.posting).toBe(read.get(stored!.id)?.posting);

    await database.db.execute(sql`update ${postings} set description_text = 'Rust now.' where id = ${stored!.id}`);
    const [second] = await versions();
    expect(second!.version).not.toBe(first!.version);
    const reread = await cachedPostings(database.db, [{ id: stored!.id, version: second!.version }]);
    expect(reread.get(stored!.id)).toMatchObject({ version: second!.version, posting: { descriptionText: 'Rust now.' } });
    // Asked at the old version (read before the write), it answers the posting as it is now, with its version.
    const stale = await cachedPostings(database.db, wanted);
    expect(stale.get(stored!.id)).toMatchObject({ version: second!.version, posting: { descriptionText: 'Rust now.' } });
  });

  it('tells apart two writes of one posting in one transaction', async () => {
    const [stored] = await upsertPostings(database.db, [createPosting({ sourceId: 'a', descriptionText: 'zero' })], now);
    await database.db.transaction(async (tx) => {
      const versionNow = async () =>
        (await selectRows<{ version: string }>(tx, sql`select ${postingVersion} as version from ${postings} where id = ${stored!.id}`))[0]!.version;
      await tx.execute(sql`update ${postings} set description_text = 'one' where id = ${stored!.id}`);
      const one = await versionNow();
      expect((await cachedPostings(tx, [{ id: stored!.id, version: one }])).get(stored!.id)?.posting.descriptionText).toBe('one');
      await tx.execute(sql`update ${postings} set description_text = 'two' where id = ${stored!.id}`);
      const two = await versionNow();
      expect(two).not.toBe(one);
      expect((await cachedPostings(tx, [{ id: stored!.id, version: two }])).get(stored!.id)?.posting.descriptionText).toBe('two');
    });
  });

  it('answers no posting that closed since its version was read, nor one that is gone', async () => {
    const stored = await upsertPostings(
      database.db,
      [createPosting({ sourceId: 'open' }), createPosting({ sourceId: 'closing' }), createPosting({ sourceId: 'going' })],
      now,
    );
    const wanted = (await versions()).map((row) => ({ id: Number(row.id), version: row.version }));
    await database.db.execute(sql`update ${postings} set closed_at = now() where source_id = 'closing'`);
    await database.db.execute(sql`delete from ${postings} where source_id = 'going'`);
    const read = await cachedPostings(database.db, wanted);
    expect([...read.values()].map((entry) => entry.posting.sourceId)).toEqual(['open']);
    expect(read.has(stored[1]!.id)).toBe(false);
  });

  it('hands out postings nobody can change: a change would be every later run’s data', async () => {
    const [stored] = await upsertPostings(database.db, [createPosting({ sourceId: 'a', tags: ['go'] })], now);
    const [row] = await versions();
    const posting = (await cachedPostings(database.db, [{ id: stored!.id, version: row!.version }])).get(stored!.id)!.posting;
    expect(() => {
      (posting as { title: string }).title = 'Changed';
    }).toThrow(TypeError);
    expect(() => (posting.tags as string[]).push('rust')).toThrow(TypeError);
  });
});
