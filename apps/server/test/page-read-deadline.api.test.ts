import { addJobByLinkMessages } from '@seeker/contract';
import { expect, it } from 'vitest';
import { createPageReader, pageReaderMessages } from '../src/pages/page-reader';
import { createTestApp } from './support/build-test-app';
import { jobPageRequests } from './support/job-pages';
import { describeWithSources } from './support/search-app';

describeWithSources('add a job from any job page: the reader’s deadline', { enabled: [] }, (ctx) => {
  it('gives a page that takes longer to read than the deadline back as a form to type the job in, naming the deadline', async () => {
    // A deadline no real page meets, so the test does not depend on how busy the machine is.
    const app = await createTestApp(ctx.database, { sources: ctx.sources, pages: createPageReader({ timeoutMs: 1 }) });
    try {
      const { post, pageUrl, account } = jobPageRequests({ ...ctx, app });
      ctx.fake.set({ pages: { 'long.html': `<html><head><title>Careers</title></head><body>${'<p>filler</p>'.repeat(200_000)}</body></html>` } });
      const response = await post(await account(), '/api/jobs/from-link', { url: pageUrl('long.html') });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        outcome: 'draft',
        reason: addJobByLinkMessages.pageFailed(pageReaderMessages.timeout(0.001)),
      });
    } finally {
      await app.close();
    }
  });
});
