import { addJobByLinkMessages, typedInSourceLabel, type ApplicationBoard, type ErrorBody, type JobPage } from '@seeker/contract';
import { expect, it } from 'vitest';
import { jobPageRequests } from './support/job-pages';
import { describeWithSources } from './support/search-app';
import { signInAsGuest } from './support/sign-in';

describeWithSources('add a job from any job page: typed in', { enabled: [] }, (ctx) => {
  const { post, pageUrl, account } = jobPageRequests(ctx);

  it('a page that cannot be read becomes a draft to fill in; a missing title or company is refused when typed in', async () => {
    ctx.fake.set({ pages: {} });
    const carol = await account();
    const missing = await post(carol, '/api/jobs/from-link', { url: pageUrl('gone.html') });
    expect(missing.statusCode).toBe(200);
    expect(missing.json()).toMatchObject({ outcome: 'draft', draft: { url: pageUrl('gone.html'), title: '' } });
    expect((missing.json() as { reason: string }).reason).toMatch(
      /^This page could not be read: the site answered HTTP 404\. Enter the job's details yourself below\.$/,
    );

    for (const body of [
      { url: pageUrl('x'), title: '', company: 'Acme' },
      { url: pageUrl('x'), title: 'Engineer', company: '  ' },
      { url: 'javascript:alert(1)', title: 'Engineer', company: 'Acme' },
      { url: 'https://user:secret@careers.example.com/jobs/1', title: 'Engineer', company: 'Acme' },
      { url: pageUrl('x'), title: 'Engineer', company: 'Acme', extra: 1 },
      { url: pageUrl('x'), title: 'x'.repeat(301), company: 'Acme' },
    ]) {
      const refused = await post(carol, '/api/jobs/typed-in', body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it.each([
    ['a third slash before them', 'http:///user:pw@example.com/'],
    ['backslashes for slashes', 'http:\\\\user:pw@example.com/jobs/1'],
    ['no slashes at all', 'https:user@example.com/jobs/1'],
    ['the usual form', 'https://user:secret@careers.example.com/jobs/1'],
  ])('refuses an address whose parsed form has a user name or password (%s) at the field, typed in or pasted, saving nothing', async (_case, url) => {
    const hal = await signInAsGuest(ctx.app);
    const typed = await post(hal, '/api/jobs/typed-in', { url, title: 'Engineer', company: 'Acme' });
    const pasted = await post(hal, '/api/jobs/from-link', { url });
    for (const refused of [typed, pasted]) {
      expect(refused.statusCode, refused.body).toBe(400);
      expect((refused.json() as ErrorBody).error).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: [{ path: 'url', message: addJobByLinkMessages.credentials }],
      });
    }
    const list = await ctx.app.inject({ method: 'GET', url: `/api/users/${hal.userId}/jobs`, headers: { cookie: hal.cookie } });
    expect((list.json() as JobPage).total).toBe(0);
    expect(ctx.fake.count('pages')).toBe(0);
  });

  it('keeps typed text as typed, and a corrected draft of the same page refreshes its job', async () => {
    const fay = await signInAsGuest(ctx.app);
    const typed = (title: string) =>
      post(fay, '/api/jobs/typed-in', { url: pageUrl('x.html'), title, company: 'AT&T <Labs>', location: 'Berlin & <Remote>' });
    // Pay Seeker cannot read is still the user's words, shown as typed, with no range made up from it.
    const words = await post(fay, '/api/jobs/typed-in', {
      url: pageUrl('pay.html'),
      title: 'Engineer',
      company: 'Acme',
      salary: ' Competitive,\u202e plus equity ',
    });
    expect(words.json()).toMatchObject({ job: { salary: 'Competitive, plus equity', salaryRange: null } });
    // A text-direction override could make the card read backwards: it goes; the text stays.
    const reversed = await post(fay, '/api/jobs/typed-in', { url: pageUrl('rtl.html'), title: 'Engineer \u202eRTL', company: 'Acme' });
    expect(reversed.json()).toMatchObject({ job: { title: 'Engineer RTL' } });
    const first = await typed('Reserch Engineer & <Senior>');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ job: { title: 'Reserch Engineer & <Senior>', company: 'AT&T <Labs>', location: 'Berlin & <Remote>' } });
    const fixed = await typed('Research Engineer & <Senior>');
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json()).toMatchObject({
      added: false,
      job: { jobId: (first.json() as { job: { jobId: string } }).job.jobId, title: 'Research Engineer & <Senior>' },
    });
  });

  it('saves a job typed in without a link as one card like any other, each its own job, named as typed in', async () => {
    const gus = await signInAsGuest(ctx.app);
    const job = { title: 'Welder', company: 'Harbour Works', location: 'Rotterdam', salary: '€3,200 a month', description: 'Pipe welding.' };
    const first = await post(gus, '/api/jobs/typed-in', job);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      outcome: 'saved',
      added: true,
      job: { ...job, source: 'page', sourceLabel: typedInSourceLabel, sourceUrl: '', status: 'new', datePostedStated: false },
    });
    // The same job typed again is the same job (one job, one card, as a search finds it); another is its own.
    const again = await post(gus, '/api/jobs/typed-in', { ...job, url: '' });
    expect(again.statusCode).toBe(200);
    const other = await post(gus, '/api/jobs/typed-in', { title: 'Pipe fitter', company: 'Harbour Works' });
    expect(other.statusCode).toBe(201);
    const idOf = (answer: { json: () => unknown }) => (answer.json() as { job: { jobId: string } }).job.jobId;
    expect(idOf(again)).toBe(idOf(first));
    const ids = [idOf(first), idOf(other)];
    expect(ids[0]).not.toBe(ids[1]);

    // On the board like any saved job, in New, with its application page.
    const board = await ctx.app.inject({ method: 'GET', url: '/api/applications', headers: { cookie: gus.cookie } });
    const newColumn = (board.json() as ApplicationBoard).columns.find((column) => column.status === 'new');
    expect(newColumn?.cards.map((card) => card.jobId).sort()).toEqual([...ids].sort());
    expect(newColumn?.cards.every((card) => card.typedIn)).toBe(true);
    const page = await ctx.app.inject({ method: 'GET', url: `/api/applications/${ids[0]}`, headers: { cookie: gus.cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ job: { title: 'Welder', description: 'Pipe welding.', salary: '€3,200 a month' } });
    expect(ctx.fake.count('pages')).toBe(0);
  });
});
