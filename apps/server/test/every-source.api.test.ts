import { boardSources, feedSources, querySources, sourceAdapters, sourceLabels } from '@seeker/agents';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { postings, sourceHealth } from '../src/db/schema';
import { refreshBoard } from '../src/modules/postings/refresh-board';
import { refreshFeed } from '../src/modules/postings/refresh-feed';
import { askQuerySource } from '../src/modules/job-search/ask-query-source';
import { globexOnRemotive } from './fixtures/search-jobs';
import { describeWithSources } from './support/search-app';
import { oneDatabaseTarget } from './support/test-app';

const keys = {
  ADZUNA_APP_ID: 'app-id',
  ADZUNA_APP_KEY: 'app-key',
  USAJOBS_API_KEY: 'usa-key',
  USAJOBS_EMAIL: 'ops@example.org',
  REED_API_KEY: 'reed-key',
  JOOBLE_API_KEY: 'jooble-key',
};

// Every adapter through the real fetcher over HTTP, against a fake that answers in its source's real shape.
describeWithSources(
  'every job source over HTTP',
  { enabled: [...boardSources, ...feedSources, ...querySources], env: keys },
  (ctx) => {
    const deps = () => ({ db: ctx.database.db, sources: ctx.sources });
    const job = { ...globexOnRemotive, title: 'Frontend Developer', company: 'Globex' };

    for (const provider of boardSources) {
      it(`${sourceLabels[provider]}: reads a board into the index`, async () => {
        ctx.fake.set({ boards: { [`${provider}:globex`]: { companyName: 'Globex', jobs: [job] } } });
        const result = await refreshBoard(
          deps(),
          { provider, slug: 'globex', companyName: 'Globex', origin: 'directory', checkIdentity: false },
          new Date(),
        );
        expect(result.status).toBe('ok');
        const [row] = await ctx.database.db.select().from(postings).where(eq(postings.source, provider));
        expect(row).toMatchObject({ title: 'Frontend Developer', company: 'Globex', boardProvider: provider, boardSlug: 'globex' });
        expect(row!.sourceUrl).toMatch(/^https:\/\//);
      });
    }

    for (const source of feedSources) {
      it(`${sourceLabels[source]}: ingests its feed`, async () => {
        ctx.fake.set({ feeds: { [source]: [job] } });
        const result = await refreshFeed(deps(), sourceAdapters[source], new Date());
        expect(result.status).toBe('ok');
        const [row] = await ctx.database.db.select().from(postings).where(eq(postings.source, source));
        expect(row).toMatchObject({ title: 'Frontend Developer', company: 'Globex' });
        const [health] = await ctx.database.db.select().from(sourceHealth).where(eq(sourceHealth.key, source));
        expect(health).toMatchObject({ status: 'active', postingsCount: 1 });
      });
    }

    for (const source of querySources) {
      it(`${sourceLabels[source]}: answers a keyed search, its key never in a message`, async () => {
        ctx.fake.set({ feeds: { [source]: [job] } });
        const found = await askQuerySource(deps(), sourceAdapters[source], { keywords: 'frontend developer', location: 'Berlin' }, new Date());
        expect(found.status).toMatchObject({ status: 'ok', count: 1 });
        expect(found.postings[0]).toMatchObject({ title: 'Frontend Developer', company: 'Globex' });

        ctx.fake.set({ feeds: { [source]: 'error' } });
        const failed = await askQuerySource(deps(), sourceAdapters[source], { keywords: 'x' }, new Date(Date.now() + 24 * 3600_000));
        expect(failed.status.status).toBe('failed');
        for (const secret of Object.values(keys)) expect(failed.status.error).not.toContain(secret);
      });
    }
  },
  // What no database engine changes: run once, on PostgreSQL when there is one (PGlite otherwise).
  oneDatabaseTarget(),
);
