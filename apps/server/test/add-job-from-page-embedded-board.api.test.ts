import type { AddJobByLinkResponse } from '@seeker/contract';
import { expect, it } from 'vitest';
import { acmeFrontend } from './fixtures/search-jobs';
import { jobPageRequests } from './support/job-pages';
import { describeWithSources } from './support/search-app';
import { oneDatabaseTarget } from './support/test-app';

// Issue 51: a company's own careers page that shows its Greenhouse board inside it (the job's id as ?gh_jid=,
// the board named by Greenhouse's embed script), as public job lists link 9% of their jobs.
const embeddingPage = (board: string) =>
  `<!doctype html><html><head><title>Careers at Acme Robotics</title></head><body><div id="grnhse_app"></div>` +
  `<script src="https://boards.greenhouse.io/embed/job_board/js?for=${board}"></script></body></html>`;

describeWithSources(
  'add a job from a company page that shows its board inside it',
  { enabled: ['greenhouse'] },
  (ctx) => {
    const { post, pageUrl, account } = jobPageRequests(ctx);

    it("saves the board's job a company page shows through Greenhouse's embed, read from the board", async () => {
      ctx.fake.set({
        pages: { careers: embeddingPage('acmerobotics') },
        boards: { 'greenhouse:acmerobotics': { companyName: 'Acme Robotics', jobs: [acmeFrontend] } },
      });
      const alice = await account();
      const response = await post(alice, '/api/jobs/from-link', { url: `${pageUrl('careers')}?gh_jid=${acmeFrontend.id}` });
      expect(response.statusCode, response.body).toBe(201);
      const answer = response.json() as AddJobByLinkResponse;
      if (answer.outcome !== 'saved') throw new Error('expected a saved job');
      expect(answer.job).toMatchObject({ title: 'Senior Frontend Engineer', company: 'Acme Robotics', source: 'greenhouse' });
      expect(answer.job.salaryRange).toMatchObject({ min: 140_000, max: 170_000, currency: 'USD' });
      expect(ctx.fake.count('pages')).toBe(1);
      expect(ctx.fake.count('greenhouse')).toBe(1);

      // A job the embedded board does not list is not open there.
      const missing = await post(alice, '/api/jobs/from-link', { url: `${pageUrl('careers')}?gh_jid=999` });
      expect(missing.statusCode, missing.body).toBe(404);
    });

    it('reads the page as any page when it has no gh_jid or no embed', async () => {
      ctx.fake.set({ pages: { careers: embeddingPage('acmerobotics'), plain: '<html><head><title>Jobs</title></head></html>' } });
      const bob = await account();
      const withoutId = await post(bob, '/api/jobs/from-link', { url: pageUrl('careers') });
      expect(withoutId.json()).toMatchObject({ outcome: 'draft' });
      const withoutEmbed = await post(bob, '/api/jobs/from-link', { url: `${pageUrl('plain')}?gh_jid=4001` });
      expect(withoutEmbed.json()).toMatchObject({ outcome: 'draft' });
      expect(ctx.fake.count('greenhouse')).toBe(0);
    });
  },
  // What no database engine changes: run once, on PostgreSQL when there is one (PGlite otherwise).
  oneDatabaseTarget(),
);
