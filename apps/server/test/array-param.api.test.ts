import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { arrayParam } from '../src/db/array-param';
import { selectRows } from '../src/db/select-rows';
import { describeWithApp } from './support/test-app';

describeWithApp('arrayParam', (ctx) => {
  const unnested = async (query: ReturnType<typeof arrayParam>) =>
    (
      await selectRows<{ value: unknown }>(ctx.database.db, sql`select value from unnest(${query}) with ordinality as item(value, at) order by at`)
    ).map((row) => row.value);

  it('sends each text as it is: quotes, backslashes, braces, commas, blanks, the word NULL, NULL itself, and none at all', async () => {
    const texts = ['plain', 'say "hi"', 'back\\slash', '\\"', '{braces}', 'a,b', '', ' spaced ', 'NULL', null, 'Zürich — 東京 🚀', 'x'.repeat(5_000)];
    expect(await unnested(arrayParam(texts, 'text'))).toEqual(texts);
    expect(await unnested(arrayParam([], 'text'))).toEqual([]);
  });

  it('sends integers, large ids and times as their types', async () => {
    expect(await unnested(arrayParam([0, -7, 2_147_483_647, null], 'int'))).toEqual([0, -7, 2_147_483_647, null]);
    expect((await unnested(arrayParam([9_007_199_254_740_991, 1], 'bigint'))).map(Number)).toEqual([9_007_199_254_740_991, 1]);
    const times = ['2026-11-25T21:00:00.000Z', '1999-12-31T23:59:59.999Z'];
    expect((await unnested(arrayParam(times, 'timestamptz'))).map((value) => new Date(value as string | Date).toISOString())).toEqual(times);
  });
});
