import { expect, it } from 'vitest';
import { vacuumEmbeddedDatabase } from '../src/background-jobs/vacuum-embedded-database.handler';
import { seedSearchSession } from './support/seed-saved-jobs';
import { signInAsGuest } from './support/sign-in';
import { describeWithApp } from './support/test-app';

describeWithApp('the embedded database kept in shape', (ctx) => {
  it('vacuums and analyses every table of the embedded one, and leaves PostgreSQL to its autovacuum', async () => {
    const alice = await signInAsGuest(ctx.app);
    await seedSearchSession(
      ctx.database.db,
      alice.userId,
      Array.from({ length: 30 }, () => ({})),
    );
    await ctx.database.executeSql("update saved_jobs set status = 'applied'");
    const statsOf = async () =>
      (
        await ctx.database.executeSql(
          "select relname, n_dead_tup::int as dead, (last_vacuum is not null) as vacuumed, (last_analyze is not null) as analysed from pg_stat_user_tables where relname in ('saved_jobs', 'user')",
        )
      ).rows as { relname: string; dead: number; vacuumed: boolean; analysed: boolean }[];

    const done = await vacuumEmbeddedDatabase(ctx.database);
    if (ctx.database.kind === 'postgres') {
      expect(done).toBeUndefined();
      return;
    }
    expect(done!.tables).toBeGreaterThan(20); // ours, drizzle's journal and the job runner's
    const stats = await statsOf();
    expect(stats.map((table) => table.relname).sort()).toEqual(['saved_jobs', 'user']);
    for (const table of stats) expect(table).toMatchObject({ dead: 0, vacuumed: true, analysed: true });
    // The planner knows how many saved jobs there are.
    const [planned] = (await ctx.database.executeSql("select reltuples::int as rows from pg_class where relname = 'saved_jobs'")).rows as {
      rows: number;
    }[];
    expect(planned!.rows).toBe(30);
  });
});
