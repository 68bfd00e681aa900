import { boardSources, feedSources, querySources, sourceAdapters, sourceLabels } from '@seeker/agents';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { postings, sourceHealth } from '../src/db/schema';
import { refreshBoard } from '../src/modules/postings/refresh-board';
import { refreshFeed } from '../src/modules/postings/refresh-feed';
import { askQuerySource } from '../src/modules/job-search/ask-query-source';
import { createJobSources } from '../src/job-sources/job-sources';
import { globexOnRemotive } from './fixtures/search-jobs';
import { fakeSiteOptions } from './support/job-sources';
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

/** The board each provider is asked for: Workday's names a tenant, pod and site; a company site (or a Radancy site), its host; ADP, a client GUID. */
const boards: Record<string, string> = {
  workday: 'globex.wd1/Careers',
  careersite: 'globex.example',
  adp: '0b1e2c3d-0000-4000-8000-00000000a11b',
  eightfold: 'globex/globex.example',
  oracle: 'globex.fa.us2/CX_1',
  successfactors: 'career4/globex',
  paylocity: '0b1e2c3d-0000-4000-8000-00000000a11c',
  avature: 'globex/careers',
  comeet: 'globex/A1.0B2',
  radancy: 'careers.globex.example',
  phenom: 'careers.globex.example/us/en',
  jobylon: 'companies/4242',
  pageup: 'careers.globex.example/en-us',
  jibe: 'careers.globex.example',
};
const boardOf = (provider: string) => boards[provider] ?? 'globex';

// Every adapter through the real fetcher over HTTP, against a fake that answers in its source's real shape.
describeWithSources(
  'every job source over HTTP',
  { enabled: [...boardSources, ...feedSources, ...querySources], env: keys },
  (ctx) => {
    const deps = () => ({ db: ctx.database.db, sources: ctx.sources });
    const job = { ...globexOnRemotive, title: 'Frontend Developer', company: 'Globex' };

    for (const provider of boardSources) {
      it(`${sourceLabels[provider]}: reads a board into the index`, async () => {
        const slug = boardOf(provider);
        ctx.fake.set({ boards: { [`${provider}:${slug.toLowerCase()}`]: { companyName: 'Globex', jobs: [job] } } });
        const result = await refreshBoard(deps(), { provider, slug, companyName: 'Globex', origin: 'directory', checkIdentity: false }, new Date());
        expect(result.status).toBe('ok');
        const [row] = await ctx.database.db.select().from(postings).where(eq(postings.source, provider));
        expect(row).toMatchObject({ title: 'Frontend Developer', company: 'Globex', boardProvider: provider, boardSlug: slug.toLowerCase() });
        expect(row!.sourceUrl).toMatch(/^https:\/\//);
      });
    }

    const careersSites = boardSources.filter((provider) => sourceAdapters[provider].terms.robotsTxt);
    it('reads careers sites only where their robots.txt lets us, and not at all while it cannot be read', async () => {
      expect(careersSites.length).toBeGreaterThan(0);
      for (const provider of careersSites) {
        for (const [robotsTxt, expected] of [
          ['User-agent: *\nDisallow: /', /its robots\.txt asks robots not to read \//],
          ['error', /its robots\.txt could not be read/],
          ['User-agent: Seeker\nAllow: /\n\nUser-agent: *\nDisallow: /', null],
        ] as const) {
          const slug = boardOf(provider);
          ctx.fake.set({ robotsTxt, boards: { [`${provider}:${slug.toLowerCase()}`]: { companyName: 'Globex', jobs: [job] } } });
          // A fresh process's memory of robots.txt files, so each answer is read.
          const sources = createJobSources(ctx.sources.settings, fakeSiteOptions(ctx.fake));
          const asked = ctx.fake.count(provider);
          const result = await refreshBoard(
            { db: ctx.database.db, sources },
            { provider, slug, companyName: 'Globex', origin: 'directory', checkIdentity: false },
            new Date(),
          );
          if (expected === null) expect(result.status, `${provider} with its robots.txt open to us`).toBe('ok');
          else {
            expect(result, `${provider} with robots.txt ${robotsTxt}`).toMatchObject({ status: 'failed', error: expect.stringMatching(expected) });
            expect(ctx.fake.count(provider), `${provider} was asked despite its robots.txt`).toBe(asked);
          }
          await ctx.database.db.delete(sourceHealth);
        }
      }
    });

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
