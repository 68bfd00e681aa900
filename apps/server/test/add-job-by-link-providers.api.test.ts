import type { SavedJobByLink } from '@seeker/contract';
import { expect, it } from 'vitest';
import { pinpointUuid } from '@seeker/agents/testing';
import { acmeFrontend } from './fixtures/search-jobs';
import { jobLinkRequests } from './support/job-links';
import { describeWithSources } from './support/search-app';
import { oneDatabaseTarget } from './support/test-app';
import { signInAsGuest } from './support/sign-in';

// Issue 51: providers that give each company its own host ({company}.recruitee.com) read by link too.
describeWithSources(
  'add a job by its link: boards on their own hosts',
  { enabled: ['recruitee', 'personio', 'teamtailor', 'workday', 'breezy', 'bamboohr', 'pinpoint', 'gem', 'manatal', 'adp'] },
  (ctx) => {
    const { addLink } = jobLinkRequests(ctx);
    const boardReads = (source = 'recruitee') => ctx.fake.count(source);

    it("saves the job a Recruitee offer's address names, asking the company's own host", async () => {
      ctx.fake.set({ boards: { 'recruitee:acmerobotics': { companyName: 'Acme Robotics', jobs: [acmeFrontend] } } });
      const alice = await signInAsGuest(ctx.app);
      const response = await addLink(alice, 'https://acmerobotics.recruitee.com/o/senior-frontend-engineer');
      expect(response.statusCode, response.body).toBe(201);
      const { job, added } = response.json() as SavedJobByLink;
      expect(added).toBe(true);
      expect(job).toMatchObject({ title: 'Senior Frontend Engineer', company: 'Acme Robotics', source: 'recruitee', status: 'new' });
      expect(boardReads()).toBe(1);
      expect(ctx.fake.requests.filter((request) => request.source === 'recruitee').map((request) => request.path)).toEqual([
        '/acmerobotics/api/offers/',
      ]);

      // An offer the board does not list, and a host that only looks like the company's, are not this job.
      const missing = await addLink(alice, 'https://acmerobotics.recruitee.com/o/chief-of-everything');
      expect(missing.statusCode, missing.body).toBe(404);
      const board = await addLink(alice, 'https://acmerobotics.recruitee.com/');
      expect(board.statusCode, board.body).toBe(400);
    });

    it("saves the job a Personio position's address names, read from the company's XML feed", async () => {
      ctx.fake.set({ boards: { 'personio:acme-gmbh': { companyName: 'Acme GmbH', jobs: [{ ...acmeFrontend, id: '4001', location: 'Berlin' }] } } });
      const alice = await signInAsGuest(ctx.app);
      const response = await addLink(alice, 'https://acme-gmbh.jobs.personio.de/job/4001?language=en');
      expect(response.statusCode, response.body).toBe(201);
      const { job } = response.json() as SavedJobByLink;
      expect(job).toMatchObject({ title: 'Senior Frontend Engineer', company: 'Acme GmbH', source: 'personio', location: 'Berlin' });
      expect(job.jobLink).toBe('https://acme-gmbh.jobs.personio.de/job/4001');
      expect(boardReads('personio')).toBe(1);
    });

    it("saves the job a Teamtailor page's address names, its number read from the address", async () => {
      ctx.fake.set({
        boards: { 'teamtailor:acme': { companyName: 'Acme AB', jobs: [{ ...acmeFrontend, id: '7167985', location: 'Stockholm, SE' }] } },
      });
      const alice = await signInAsGuest(ctx.app);
      const response = await addLink(alice, 'https://acme.teamtailor.com/jobs/7167985-senior-frontend-engineer');
      expect(response.statusCode, response.body).toBe(201);
      expect((response.json() as SavedJobByLink).job).toMatchObject({ title: 'Senior Frontend Engineer', company: 'Acme AB', source: 'teamtailor' });
      expect(boardReads('teamtailor')).toBe(1);
    });

    it("saves the job a Workday page's address names: the site's list, then that job whole", async () => {
      const jobs = [
        { ...acmeFrontend, id: '101', location: 'Berlin' },
        { ...acmeFrontend, id: '102', title: 'Data Engineer', location: 'Munich', descriptionHtml: '<p>Pipelines in Munich.</p>' },
      ];
      ctx.fake.set({ boards: { 'workday:acme.wd5/external': { companyName: 'Acme', jobs } } });
      const alice = await signInAsGuest(ctx.app);
      const response = await addLink(alice, 'https://acme.wd5.myworkdayjobs.com/en-US/External/job/Munich/Data-Engineer_R102');
      expect(response.statusCode, response.body).toBe(201);
      const { job } = response.json() as SavedJobByLink;
      expect(job).toMatchObject({ title: 'Data Engineer', company: 'Acme', source: 'workday', location: 'Munich' });
      expect(job.description).toContain('Pipelines in Munich.');
      expect(job.jobLink).toBe('https://acme.wd5.myworkdayjobs.com/External/job/Munich/Data-Engineer_R102');
      expect(ctx.fake.requests.filter((request) => request.source === 'workday').map((request) => request.path)).toEqual([
        '/acme.wd5/wday/cxs/acme/External/jobs',
        '/acme.wd5/wday/cxs/acme/External/job/Munich/Data-Engineer_R102',
      ]);

      // A job the site no longer has: not open, and the board is not taken for gone.
      const missing = await addLink(alice, 'https://acme.wd5.myworkdayjobs.com/External/job/Berlin/Chief-of-Everything_R999');
      expect(missing.statusCode, missing.body).toBe(404);
    });

    it("saves the job a Breezy position's address names, with the pay its board lists", async () => {
      const job = { ...acmeFrontend, id: 'abc123', location: 'Austin, US', salaryText: '$140,000 – $170,000 / year' };
      ctx.fake.set({ boards: { 'breezy:acme': { companyName: 'Acme Robotics', jobs: [job] } } });
      const alice = await signInAsGuest(ctx.app);
      const response = await addLink(alice, 'https://acme.breezy.hr/p/000000abc123-senior-frontend-engineer');
      expect(response.statusCode, response.body).toBe(201);
      const saved = (response.json() as SavedJobByLink).job;
      expect(saved).toMatchObject({ title: 'Senior Frontend Engineer', company: 'Acme Robotics', source: 'breezy' });
      expect(saved.salary).toMatch(/140/);
    });

    it("saves the job a BambooHR page's address names: the careers list, then that job whole", async () => {
      const jobs = [{ ...acmeFrontend, id: '86', location: 'Austin, Texas', descriptionHtml: '<p>Build our React front end.</p>' }];
      ctx.fake.set({ boards: { 'bamboohr:acme': { companyName: 'Acme', jobs } } });
      const alice = await signInAsGuest(ctx.app);
      const response = await addLink(alice, 'https://acme.bamboohr.com/careers/86');
      expect(response.statusCode, response.body).toBe(201);
      const saved = (response.json() as SavedJobByLink).job;
      expect(saved).toMatchObject({ title: 'Senior Frontend Engineer', source: 'bamboohr', location: 'Austin, Texas' });
      expect(saved.description).toContain('Build our React front end.');
      expect(ctx.fake.requests.filter((request) => request.source === 'bamboohr').map((request) => request.path)).toEqual([
        '/acme/careers/list',
        '/acme/careers/86/detail',
      ]);
    });

    it("saves the job a Pinpoint posting's address names, with the pay its employer shows", async () => {
      const job = { ...acmeFrontend, id: 'b4c942ba', location: 'London, London', remote: false };
      ctx.fake.set({ boards: { 'pinpoint:acme': { companyName: 'Acme', jobs: [job] } } });
      const alice = await signInAsGuest(ctx.app);
      const response = await addLink(alice, `https://acme.pinpointhq.com/en/postings/${pinpointUuid(job)}`);
      expect(response.statusCode, response.body).toBe(201);
      const saved = (response.json() as SavedJobByLink).job;
      expect(saved).toMatchObject({
        title: 'Senior Frontend Engineer',
        source: 'pinpoint',
        salaryRange: { min: 140_000, max: 170_000, currency: 'USD' },
      });
    });

    it("saves the job a Gem post's address names, its pay read from the description", async () => {
      const job = { ...acmeFrontend, id: '4965519002', salaryText: '$140,000 - $170,000' };
      ctx.fake.set({ boards: { 'gem:acme': { companyName: 'Acme', jobs: [job] } } });
      const alice = await signInAsGuest(ctx.app);
      const response = await addLink(alice, 'https://jobs.gem.com/acme/4965519002');
      expect(response.statusCode, response.body).toBe(201);
      expect((response.json() as SavedJobByLink).job).toMatchObject({
        title: 'Senior Frontend Engineer',
        source: 'gem',
        salaryRange: { min: 140_000, max: 170_000 },
      });
    });

    it("saves the job a Manatal careers page's address names", async () => {
      ctx.fake.set({ boards: { 'manatal:acme': { companyName: 'Acme', jobs: [{ ...acmeFrontend, id: '5WW46353' }] } } });
      const alice = await signInAsGuest(ctx.app);
      const response = await addLink(alice, 'https://www.careers-page.com/acme/job/5WW46353');
      expect(response.statusCode, response.body).toBe(201);
      expect((response.json() as SavedJobByLink).job).toMatchObject({
        title: 'Senior Frontend Engineer',
        source: 'manatal',
        salaryRange: { min: 140_000, max: 170_000 },
      });
    });

    it("saves the job an ADP career center's address names, with the pay and unit it states", async () => {
      const client = 'a6717ebc-1f0e-4c3b-9d7a-0123456789ab';
      const job = { ...acmeFrontend, id: '9201405840307' };
      ctx.fake.set({ boards: { [`adp:${client}`]: { companyName: 'Acme', jobs: [job] } } });
      const alice = await signInAsGuest(ctx.app);
      const response = await addLink(
        alice,
        `https://workforcenow.adp.com/mascsr/default/mdf/recruitment/recruitment.html?cid=${client}&ccId=19000101_000001&jobId=9201405840307_1&lang=en_US`,
      );
      expect(response.statusCode, response.body).toBe(201);
      expect((response.json() as SavedJobByLink).job).toMatchObject({
        title: 'Senior Frontend Engineer',
        source: 'adp',
        salaryRange: { min: 140_000, max: 170_000, currency: 'USD', period: 'year' },
      });
    });
  },
  // What no database engine changes: run once, on PostgreSQL when there is one (PGlite otherwise).
  oneDatabaseTarget(),
);
