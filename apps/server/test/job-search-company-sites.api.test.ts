import type { RunJobSearchResponse } from '@seeker/contract';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { postings, sourceHealth } from '../src/db/schema';
import { createJobSources } from '../src/job-sources/job-sources';
import { refreshBoard } from '../src/modules/postings/refresh-board';
import { acmeCook, acmeFrontend, searchPreferences } from './fixtures/search-jobs';
import { describeWithSources, runSearch, savePreferences } from './support/search-app';
import { signInAsGuest } from './support/sign-in';
import { oneDatabaseTarget } from './support/test-app';

// Issue 51: a Target Company given by its site's address is read from its own pages: robots.txt, sitemaps,
// each job page's schema.org JobPosting, through the guarded fetcher (the fake's loopback sites trusted for tests only).
describeWithSources(
  'job search: a company read from its own site',
  { enabled: ['careersite', 'greenhouse'] },
  (ctx) => {
    it("finds a Target Company's jobs on its own site, ranks them, and reads the site again only the next day", async () => {
      ctx.fake.set({ boards: { 'careersite:www.acme-robotics.example': { companyName: 'Acme Robotics', jobs: [acmeFrontend, acmeCook] } } });
      const alice = await signInAsGuest(ctx.app);
      await savePreferences(ctx.app, alice, searchPreferences({ companies: ['https://www.acme-robotics.example/careers'] }));
      const response = await runSearch(ctx.app, alice);
      expect(response.statusCode, response.body).toBe(200);
      const result = response.json() as RunJobSearchResponse;
      expect(result.sources.find((source) => source.name === 'careersite:www.acme-robotics.example')).toMatchObject({
        label: 'Careers site (www.acme-robotics.example)',
        status: 'ok',
        count: 2,
      });
      const found = result.job_listings.jobs.find((job) => job.title === 'Senior Frontend Engineer');
      expect(found).toMatchObject({
        company: 'Acme Robotics',
        sources: [{ source: 'careersite', label: 'Careers site', url: 'https://www.acme-robotics.example/careers/4001-senior-frontend-engineer' }],
      });
      // The site's other pages (about, blog) were never opened.
      const paths = ctx.fake.requests.filter((request) => request.source === 'careersite').map((request) => request.path);
      expect(paths.some((path) => /about|blog/.test(path))).toBe(false);
      expect(paths.filter((path) => path.includes('/careers/'))).toHaveLength(2);

      const asked = ctx.fake.count('careersite');
      expect((await runSearch(ctx.app, alice)).statusCode).toBe(200);
      expect(ctx.fake.count('careersite')).toBe(asked);
      const [health] = await ctx.database.db.select().from(sourceHealth).where(eq(sourceHealth.key, 'careersite:www.acme-robotics.example'));
      expect(health).toMatchObject({ status: 'active', origin: 'user', postingsCount: 2 });
      expect(await ctx.database.db.select().from(postings).where(eq(postings.source, 'careersite'))).toHaveLength(2);
    });

    it('reads a site only through the guarded fetcher: a site at a private address is refused before anything is asked', async () => {
      ctx.fake.set({ boards: { 'careersite:acme-robotics.example': { companyName: 'Acme Robotics', jobs: [acmeFrontend] } } });
      // The same settings without the tests' trusted loopback: the fake's sites are private addresses, as an intranet's would be.
      const sources = createJobSources(ctx.sources.settings);
      const asked = ctx.fake.requests.length;
      const result = await refreshBoard(
        { db: ctx.database.db, sources },
        { provider: 'careersite', slug: 'acme-robotics.example', companyName: 'acme-robotics.example', origin: 'user', checkIdentity: false },
        new Date(),
      );
      // Refused by the guard, and said as the refusal it is (robots.txt had no part in it).
      expect(result).toMatchObject({ status: 'failed', error: 'The address points at a private, loopback or link-local address; not fetched' });
      expect(ctx.fake.requests.length).toBe(asked);
    });

    it('tells what is wrong with a site address it will not read, and guesses no board from it', async () => {
      const alice = await signInAsGuest(ctx.app);
      await savePreferences(
        ctx.app,
        alice,
        searchPreferences({ companies: ['https://acme.com@evil.test/careers', 'https://192.168.1.1/jobs', 'https://acme.com:8443/jobs'] }),
      );
      const result = (await runSearch(ctx.app, alice)).json() as RunJobSearchResponse;
      const said = (company: string) => result.sources.find((source) => source.name === `company:${company}`);
      expect(said('https://acme.com@evil.test/careers')).toMatchObject({ status: 'skipped', error: expect.stringMatching(/user name and password/) });
      expect(said('https://192.168.1.1/jobs')).toMatchObject({ status: 'skipped', error: expect.stringMatching(/not an IP address/) });
      expect(said('https://acme.com:8443/jobs')).toMatchObject({ status: 'skipped', error: expect.stringMatching(/standard port/) });
      expect(ctx.fake.count('greenhouse') + ctx.fake.count('careersite')).toBe(0);
    });
  },
  // What no database engine changes: run once, on PostgreSQL when there is one (PGlite otherwise).
  oneDatabaseTarget(),
);
