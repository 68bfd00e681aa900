import type { AddJobByLinkResponse } from '@seeker/contract';
import { expect, it } from 'vitest';
import { sourceHealth } from '../src/db/schema';
import { addJobByLink } from '../src/modules/add-job-by-link/add-job-by-link';
import { BoardReadLimiter } from '../src/modules/add-job-by-link/board-read-limit';
import { eightfoldId, jibeJobId, pageupJobPath, phenomJobPath, radancyJobPath, type FixtureJob } from '@seeker/agents/testing';
import { acmeCook, acmeFrontend } from './fixtures/search-jobs';
import { describeWithSources } from './support/search-app';
import { signUpWithEmail } from './support/sign-in';
import { oneDatabaseTarget } from './support/test-app';

// Issue 51: a company page that names its Greenhouse job in its address (?gh_jid=) but loads its board some
// other way than the embed script (its own code, a custom front end) states no job itself: the board Seeker knows
// by the site's name (the directory's) is read for that job. Company sites are public names, which the tests'
// loopback pages cannot have, so the page fetch is this test's own and no request leaves the machine.
// A job page of a careers platform on the employer's own host (Radancy's) is read through that platform's board the same way.
const siteUrl = 'https://www.acme-robotics.com/careers/open-roles';
const radancySite = 'careers.acme-kitchens.com';
const radancyMarkup = '<link rel="stylesheet" href="https://tbcdn.talentbrew.com/company/4242/v1_0/css/site.css">';

describeWithSources(
  "add a job from a company page by the board the directory knows by the site's name",
  { enabled: ['greenhouse', 'radancy', 'phenom', 'pageup', 'jibe', 'eightfold'] },
  (ctx) => {
    const pagesAsked: string[] = [];
    let pageHead = '<title>Open roles at Acme Robotics</title>';
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
              html: `<html><head>${pageHead}</head><body><div id="app"></div></body></html>`,
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

    /** Acme Robotics' Greenhouse board, in the directory and listing `jobs`. */
    const directoryBoard = async (jobs: FixtureJob[]) => {
      ctx.fake.set({ boards: { 'greenhouse:acmerobotics': { companyName: 'Acme Robotics', jobs } } });
      await ctx.database.db.insert(sourceHealth).values({
        key: 'greenhouse:acmerobotics',
        source: 'greenhouse',
        boardSlug: 'acmerobotics',
        origin: 'directory',
        companyName: 'Acme Robotics',
      });
    };

    it("saves the job from the directory's board named like the site, read from the board", async () => {
      await directoryBoard([acmeFrontend]);
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

    it("saves the job whose id of the board's shape the page's path holds, from the board named like the site", async () => {
      await directoryBoard([{ ...acmeFrontend, id: '7612143002' }]);
      const ada = await signUpWithEmail(ctx.app);
      const answer = (await add(ada.userId, 'https://www.acme-robotics.com/jobs/apply/7612143002')) as AddJobByLinkResponse;
      if (answer.outcome !== 'saved') throw new Error(`expected a saved job, got ${JSON.stringify(answer)}`);
      expect(answer.job).toMatchObject({ title: 'Senior Frontend Engineer', source: 'greenhouse' });
      // A number the board does not list (the site's own id, not the board's): the page's draft stands.
      const own = (await add(ada.userId, 'https://www.acme-robotics.com/jobs/apply/1234567')) as AddJobByLinkResponse;
      expect(own).toMatchObject({ outcome: 'draft', draft: { title: 'Open roles at Acme Robotics' } });
      // CareerPuck's front end names the company's board in its path, here with hyphens the board's name has not.
      const puck = (await add(ada.userId, 'https://app.careerpuck.com/job-board/acme-robotics/job/7612143002')) as AddJobByLinkResponse;
      expect(puck).toMatchObject({ outcome: 'saved', job: { title: 'Senior Frontend Engineer', source: 'greenhouse' } });
    });

    it("saves the job from the one board whose company's name is the site's; two boards of that name are not guessed between", async () => {
      ctx.fake.set({ boards: { 'greenhouse:akgholdings': { companyName: 'Acme Kitchen Group', jobs: [acmeFrontend] } } });
      await ctx.database.db.insert(sourceHealth).values([
        { key: 'greenhouse:akgholdings', source: 'greenhouse', boardSlug: 'akgholdings', origin: 'directory', companyName: 'Acme Kitchen Group' },
        { key: 'greenhouse:twincoa', source: 'greenhouse', boardSlug: 'twincoa', origin: 'directory', companyName: 'Twin Co' },
        { key: 'greenhouse:twincob', source: 'greenhouse', boardSlug: 'twincob', origin: 'directory', companyName: 'Twin-Co' },
      ]);
      const gina = await signUpWithEmail(ctx.app);
      const answer = (await add(gina.userId, `https://www.acmekitchengroup.com/careers/job?gh_jid=${acmeFrontend.id}`)) as AddJobByLinkResponse;
      if (answer.outcome !== 'saved') throw new Error(`expected a saved job, got ${JSON.stringify(answer)}`);
      expect(answer.job).toMatchObject({ title: 'Senior Frontend Engineer', company: 'Acme Kitchen Group', source: 'greenhouse' });
      const asked = ctx.fake.count('greenhouse');
      expect(await add(gina.userId, `https://twinco.com/jobs?gh_jid=${acmeFrontend.id}`)).toMatchObject({ outcome: 'draft' });
      expect(ctx.fake.count('greenhouse')).toBe(asked);
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

    it("saves an Eightfold job shown on the company's own host from its tenant's API, the job's page there read whole", async () => {
      const id = eightfoldId(acmeCook);
      pageHead = `<title>Line Cook</title><meta property="og:url" content="https://acmekitchens.eightfold.ai/careers/job/${id}-line-cook">`;
      ctx.fake.set({ boards: { 'eightfold:acmekitchens/acme-kitchens.com': { companyName: 'Acme Kitchens', jobs: [acmeFrontend, acmeCook] } } });
      const dana = await signUpWithEmail(ctx.app);
      const answer = (await add(dana.userId, `https://jobs.acme-kitchens.com/careers/job/${id}?domain=acme-kitchens.com`)) as AddJobByLinkResponse;
      if (answer.outcome !== 'saved') throw new Error(`expected a saved job, got ${JSON.stringify(answer)}`);
      expect(answer.job).toMatchObject({ title: acmeCook.title, company: 'Acme Kitchens', source: 'eightfold' });
      expect(answer.job.description).toContain('Cook lunch for the team.');
      expect(ctx.fake.count('eightfold', `/careers/job/${id}?domain=acme-kitchens.com`)).toBe(1);
      // A page that states no address on the platform's host is no Eightfold page: no board is asked.
      pageHead = '<title>Line Cook</title>';
      const asked = ctx.fake.count('eightfold');
      expect(await add(dana.userId, `https://jobs.other-kitchens.com/careers/job/${id}?domain=other-kitchens.com`)).toMatchObject({
        outcome: 'draft',
      });
      expect(ctx.fake.count('eightfold')).toBe(asked);
    });

    it("saves a Radancy site's job from its board, the job's own page read whole; a board that cannot be read leaves the page's reading", async () => {
      pageHead = `<title>Line Cook</title>${radancyMarkup}`;
      ctx.fake.set({ boards: { [`radancy:${radancySite}`]: { companyName: 'Acme Kitchens', jobs: [acmeFrontend, acmeCook] } } });
      const carol = await signUpWithEmail(ctx.app);
      const pasted = `https://${radancySite}${radancyJobPath(acmeCook)}`;

      const answer = (await add(carol.userId, pasted)) as AddJobByLinkResponse;
      if (answer.outcome !== 'saved') throw new Error(`expected a saved job, got ${JSON.stringify(answer)}`);
      expect(answer.job).toMatchObject({ title: acmeCook.title, company: 'Acme Kitchens', source: 'radancy' });
      expect(answer.job.description).toContain('Cook lunch for the team.');
      // The search's results, then the job's own page, on the site's host; the pasted page once, by the user's fetch.
      expect(ctx.fake.count('radancy', '/search-jobs/results?CurrentPage=1&RecordsPerPage=100&SearchResultsModuleName=Search+Results')).toBe(1);
      expect(ctx.fake.count('radancy', radancyJobPath(acmeCook))).toBe(1);
      expect(pagesAsked.at(-1)).toBe(pasted);

      // The same look on a site whose board fails: the page's own reading (a draft here) stands, the failure not shown.
      ctx.fake.set({ boards: { 'radancy:careers.broken-kitchens.com': 'error' } });
      const broken = (await add(carol.userId, `https://careers.broken-kitchens.com${radancyJobPath(acmeCook)}`)) as AddJobByLinkResponse;
      expect(broken).toMatchObject({ outcome: 'draft', draft: { title: 'Open roles at Acme Robotics' } });
      // Without the platform's assets the page is no Radancy page: no board is asked.
      pageHead = '<title>Line Cook</title>';
      const asked = ctx.fake.count('radancy');
      expect(await add(carol.userId, `https://careers.other-kitchens.com${radancyJobPath(acmeCook)}`)).toMatchObject({ outcome: 'draft' });
      expect(ctx.fake.count('radancy')).toBe(asked);
    });

    it("saves a Phenom site's job from its search, keyed by the sequence number the page states", async () => {
      pageHead = `<title>Line Cook</title><link href="https://cdn.phenompeople.com/CareerConnectResources/ACME/en_us/desktop/css/site.css" rel="stylesheet"><script>phApp.ddo = {"jobDetail":{"data":{"job":{"jobId":"${acmeCook.id}","jobSeqNo":"FIXT0001${acmeCook.id}EXTERNALENUS"}}}};</script>`;
      ctx.fake.set({ boards: { 'phenom:careers.acme-kitchens.com/us/en': { companyName: 'Acme Kitchens Inc.', jobs: [acmeFrontend, acmeCook] } } });
      const dave = await signUpWithEmail(ctx.app);
      // The address names the job's requisition id; the lists and the job's page key it by its sequence number.
      const answer = (await add(dave.userId, `https://careers.acme-kitchens.com/us/en/job/${acmeCook.id}/Line-Cook`)) as AddJobByLinkResponse;
      if (answer.outcome !== 'saved') throw new Error(`expected a saved job, got ${JSON.stringify(answer)}`);
      expect(answer.job).toMatchObject({ title: acmeCook.title, company: 'Acme Kitchens Inc.', source: 'phenom' });
      expect(answer.job.description).toContain('Cook lunch for the team.');
      expect(ctx.fake.count('phenom', '/search-results?from=0&s=1')).toBe(1);
      expect(ctx.fake.count('phenom', phenomJobPath(acmeCook))).toBe(1);
    });

    it("saves a job of Jibe's address shape from the Jibe site a user named on that host; on any other host, the page's draft", async () => {
      pageHead = '<title>Open roles at Acme Robotics</title>';
      ctx.fake.set({ boards: { 'jibe:careers.acme-stores.com': { companyName: 'Acme Stores', jobs: [acmeCook] } } });
      await ctx.database.db.insert(sourceHealth).values({
        key: 'jibe:careers.acme-stores.com',
        source: 'jibe',
        boardSlug: 'careers.acme-stores.com',
        origin: 'user',
        companyName: 'Acme Stores',
      });
      const frank = await signUpWithEmail(ctx.app);
      const answer = (await add(frank.userId, `https://careers.acme-stores.com/careers-home/jobs/${jibeJobId(acmeCook)}`)) as AddJobByLinkResponse;
      if (answer.outcome !== 'saved') throw new Error(`expected a saved job, got ${JSON.stringify(answer)}`);
      expect(answer.job).toMatchObject({ title: acmeCook.title, company: 'Acme Stores', source: 'jibe' });
      const asked = ctx.fake.count('jibe');
      expect(await add(frank.userId, `https://careers.other-stores.com/careers-home/jobs/${jibeJobId(acmeCook)}`)).toMatchObject({
        outcome: 'draft',
      });
      expect(ctx.fake.count('jibe')).toBe(asked);
    });

    it("saves a PageUp site's job from its listing, the job's own page read whole; PageUp's marks tell the site", async () => {
      pageHead = '<title>Line Cook</title>';
      const apply =
        '<a class="apply-link button" href="https://secure.dc4.pageuppeople.com/apply/4242/gateway/default.aspx?c=apply&lJobID=1">Apply now</a>';
      ctx.fake.set({ boards: { 'pageup:jobs.acme-kitchens.com/en-us': { companyName: 'Acme Kitchens', jobs: [acmeFrontend, acmeCook] } } });
      const erin = await signUpWithEmail(ctx.app);
      const pasted = `https://jobs.acme-kitchens.com/en-us${pageupJobPath(acmeCook)}`;
      // Without PageUp's marks the page is no PageUp page: no site is asked.
      expect(await add(erin.userId, pasted)).toMatchObject({ outcome: 'draft' });
      expect(ctx.fake.count('pageup')).toBe(0);

      pageHead = `<title>Line Cook</title></head><body>${apply}`;
      const answer = (await add(erin.userId, pasted)) as AddJobByLinkResponse;
      if (answer.outcome !== 'saved') throw new Error(`expected a saved job, got ${JSON.stringify(answer)}`);
      // The pages name no employer: the site's host says whose job it is.
      expect(answer.job).toMatchObject({ title: acmeCook.title, company: 'jobs.acme-kitchens.com', source: 'pageup' });
      expect(answer.job.description).toContain('Cook lunch for the team.');
      expect(ctx.fake.count('pageup', '/en-us/listing/?page=1&page-items=20')).toBe(1);
      expect(ctx.fake.count('pageup', `/en-us${pageupJobPath(acmeCook)}`)).toBe(1);
    });
  },
  // What no database engine changes: run once, on PostgreSQL when there is one (PGlite otherwise).
  oneDatabaseTarget(),
);
