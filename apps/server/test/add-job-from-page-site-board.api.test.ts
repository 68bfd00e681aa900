import type { AddJobByLinkResponse } from '@seeker/contract';
import { expect, it } from 'vitest';
import { sourceHealth } from '../src/db/schema';
import { addJobByLink } from '../src/modules/add-job-by-link/add-job-by-link';
import { BoardReadLimiter } from '../src/modules/add-job-by-link/board-read-limit';
import { acmeFrontend } from './fixtures/search-jobs';
import { describeWithSources } from './support/search-app';
import { signUpWithEmail } from './support/sign-in';
import { oneDatabaseTarget } from './support/test-app';

// Issue 51: a company page that names its Greenhouse job in its address (?gh_jid=) but loads its board some
// other way than the embed script (its own code, a custom front end) states no job itself: the board Seeker knows
// by the site's name (the directory's) is read for that job. Company sites are public names, which the tests'
// loopback pages cannot have, so the page fetch is this test's own and no request leaves the machine.
const siteUrl = 'https://www.acme-robotics.com/careers/open-roles';

describeWithSources(
  "add a job from a company page by the board the directory knows by the site's name",
  { enabled: ['greenhouse'] },
  (ctx) => {
    const pagesAsked: string[] = [];
    const add = (userId: string, url: string) =>
      addJobByLink(
        {
          db: ctx.database.db,
          sources: ctx.sources,
          readLimit: new BoardReadLimiter(),
          fetchPage: async (address) => {
            pagesAsked.push(address);
            return {
              url: address,
              html: '<html><head><title>Open roles at Acme Robotics</title></head><body><div id="app"></div></body></html>',
              truncated: false,
            };
          },
          refusesPage: () => false,
          pages: { hasRoom: () => true, read: async () => ({ findings: null, title: 'Open roles at Acme Robotics' }) },
          guest: false,
        },
        userId,
        url,
      );

    it("saves the job from the directory's board named like the site, read from the board", async () => {
      ctx.fake.set({ boards: { 'greenhouse:acmerobotics': { companyName: 'Acme Robotics', jobs: [acmeFrontend] } } });
      await ctx.database.db.insert(sourceHealth).values({
        key: 'greenhouse:acmerobotics',
        source: 'greenhouse',
        boardSlug: 'acmerobotics',
        origin: 'directory',
        companyName: 'Acme Robotics',
      });
      const alice = await signUpWithEmail(ctx.app);

      const answer = (await add(alice.userId, `${siteUrl}?gh_jid=${acmeFrontend.id}`)) as AddJobByLinkResponse;
      if (answer.outcome !== 'saved') throw new Error(`expected a saved job, got ${JSON.stringify(answer)}`);
      expect(answer.job).toMatchObject({ title: 'Senior Frontend Engineer', company: 'Acme Robotics', source: 'greenhouse' });
      expect(pagesAsked).toEqual([`${siteUrl}?gh_jid=${acmeFrontend.id}`]);
      expect(ctx.fake.count('greenhouse')).toBe(1);

      // A job that board does not list: the guess was wrong, and the page's own draft stands.
      const missing = (await add(alice.userId, `${siteUrl}?gh_jid=999`)) as AddJobByLinkResponse;
      expect(missing).toMatchObject({ outcome: 'draft', draft: { title: 'Open roles at Acme Robotics' } });
    });

    it('reads no board for a site whose name no known board has, or one only guessed', async () => {
      await ctx.database.db
        .insert(sourceHealth)
        .values({ key: 'greenhouse:guessedco', source: 'greenhouse', boardSlug: 'guessedco', origin: 'guess' });
      const bob = await signUpWithEmail(ctx.app);
      for (const url of ['https://careers.unknownco.com/?gh_jid=4001', 'https://www.guessedco.com/jobs?gh_jid=4001']) {
        expect(await add(bob.userId, url)).toMatchObject({ outcome: 'draft' });
      }
      expect(ctx.fake.count('greenhouse')).toBe(0);
    });
  },
  // What no database engine changes: run once, on PostgreSQL when there is one (PGlite otherwise).
  oneDatabaseTarget(),
);
