import { addJobByLinkMessages, type AddJobByLinkResponse, type ErrorBody, type JobPage } from '@seeker/contract';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { userProfiles } from '../src/db/schema';
import { acmeCook, acmeFrontend, searchPreferences } from './fixtures/search-jobs';
import { describeWithSources, savePreferences } from './support/search-app';
import { signInAsGuest, type SignedIn } from './support/sign-in';
import { testOrigin } from './support/test-app';

describeWithSources('add a job by its link', { enabled: ['greenhouse', 'ashby'], timeoutMs: 1_500 }, (ctx) => {
  const addLink = (who: SignedIn | null, url: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/jobs/from-link',
      headers: { ...(who ? { cookie: who.cookie } : {}), origin: testOrigin },
      payload: { url },
    });
  const boardReads = () => ctx.fake.requests.filter((request) => request.source === 'greenhouse').length;

  it('saves the job a Greenhouse page names, ranked against the preferences, without replacing the current search', async () => {
    ctx.fake.set({ boards: { 'greenhouse:acmerobotics': { companyName: 'Acme Robotics, Inc.', jobs: [acmeFrontend, acmeCook] } } });
    const alice = await signInAsGuest(ctx.app);
    await savePreferences(ctx.app, alice, searchPreferences());

    const response = await addLink(alice, ' https://boards.greenhouse.io/acmerobotics/jobs/4001?gh_src=friend ');
    expect(response.statusCode, response.body).toBe(201);
    const { job, added } = response.json() as AddJobByLinkResponse;
    expect(added).toBe(true);
    expect(job).toMatchObject({ title: 'Senior Frontend Engineer', company: 'Acme Robotics, Inc.', source: 'greenhouse', status: 'new' });
    expect(job.jobLink).toBe('https://boards.greenhouse.io/acmerobotics/jobs/4001');
    // Ranked as a search ranks it: the preferences ask for a frontend engineer in React.
    expect(job.matchScore).toBeGreaterThan(50);
    expect(job.matchReason).toMatch(/Frontend/i);
    // Sanitised as every source's description is.
    expect(job.descriptionHtml).not.toMatch(/<script|onerror|javascript:/i);
    expect(job.salary).toMatch(/140/);

    const [profile] = await ctx.database.db.select().from(userProfiles).where(eq(userProfiles.userId, alice.userId));
    expect(profile?.currentSessionId ?? null).toBeNull();
    const list = await ctx.app.inject({ method: 'GET', url: `/api/users/${alice.userId}/jobs`, headers: { cookie: alice.cookie } });
    expect((list.json() as JobPage).jobs.map((saved) => saved.jobId)).toEqual([job.jobId]);

    // The same link again: the job is refreshed, not saved twice, and the board is not read again within its interval.
    const again = await addLink(alice, 'https://job-boards.greenhouse.io/acmerobotics/jobs/4001');
    expect(again.statusCode, again.body).toBe(200);
    expect((again.json() as AddJobByLinkResponse).added).toBe(false);
    expect((again.json() as AddJobByLinkResponse).job.jobId).toBe(job.jobId);
    // Another job of that board comes from the index the first read filled.
    const cook = await addLink(alice, 'https://boards.greenhouse.io/acmerobotics/jobs/4002');
    expect(cook.statusCode, cook.body).toBe(201);
    expect(boardReads()).toBe(1);

    // Another user cannot reach it.
    const bob = await signInAsGuest(ctx.app);
    const peek = await ctx.app.inject({ method: 'GET', url: `/api/jobs/${job.jobId}`, headers: { cookie: bob.cookie } });
    expect(peek.statusCode).toBe(404);
  });

  it('saves a job the keywords rule out at 0, saying so rather than claiming a match', async () => {
    ctx.fake.set({ boards: { 'greenhouse:acmerobotics': { companyName: 'Acme Robotics, Inc.', jobs: [acmeCook] } } });
    const alice = await signInAsGuest(ctx.app);
    await savePreferences(ctx.app, alice, searchPreferences({ excludeKeywords: ['cook'] }));
    const response = await addLink(alice, 'https://boards.greenhouse.io/acmerobotics/jobs/4002');
    expect(response.statusCode, response.body).toBe(201);
    expect((response.json() as AddJobByLinkResponse).job).toMatchObject({
      title: 'Line Cook',
      matchScore: 0,
      matchReason: 'Added from its link; your keywords would leave it out of searches',
    });
  });

  it.each([
    ['not an address', 'jobs at acme', addJobByLinkMessages.notALink],
    ['a script address', 'javascript:alert(1)', addJobByLinkMessages.notALink],
    ['an address with a password', 'https://user:secret@boards.greenhouse.io/acme/jobs/1', addJobByLinkMessages.notALink],
    ['another site', 'https://careers.example.com/jobs/123', addJobByLinkMessages.notABoardJob],
    ['a board, not a job', 'https://boards.greenhouse.io/acmerobotics', addJobByLinkMessages.notABoardJob],
    ['an empty text', '   ', addJobByLinkMessages.notALink],
    ['an address too long', `https://boards.greenhouse.io/acme/jobs/1?${'a'.repeat(2_000)}`, addJobByLinkMessages.tooLong],
  ])('refuses %s at the field, reading nothing', async (_case, url, message) => {
    const alice = await signInAsGuest(ctx.app);
    const response = await addLink(alice, url);
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json() as ErrorBody;
    expect(body.error.details).toEqual([{ path: 'url', message }]);
    expect(ctx.fake.requests).toEqual([]);
  });

  it('says what went wrong with the board: not open, gone, failing, turned off', async () => {
    ctx.fake.set({
      boards: {
        'greenhouse:acmerobotics': { companyName: 'Acme Robotics, Inc.', jobs: [acmeFrontend] },
        'greenhouse:vanished': 'gone',
        'greenhouse:broken': 'error',
      },
    });
    const alice = await signInAsGuest(ctx.app);
    const expectError = async (url: string, status: number, message: string) => {
      const response = await addLink(alice, url);
      expect(response.statusCode, response.body).toBe(status);
      expect((response.json() as ErrorBody).error.message).toBe(message);
    };
    await expectError('https://boards.greenhouse.io/acmerobotics/jobs/4999', 404, addJobByLinkMessages.notOpen('Greenhouse', 'acmerobotics'));
    await expectError('https://boards.greenhouse.io/vanished/jobs/1', 404, addJobByLinkMessages.boardGone('Greenhouse', 'vanished'));
    const failed = await addLink(alice, 'https://boards.greenhouse.io/broken/jobs/1');
    expect(failed.statusCode, failed.body).toBe(502);
    expect((failed.json() as ErrorBody).error.message).toMatch(
      /^Greenhouse could not be read \(.+\)\. Nothing was saved; try again in a few minutes\.$/,
    );
    await expectError('https://jobs.lever.co/leverdemo/5ac21346-8e0c-4494-8e7a-3eb92ff77902', 503, addJobByLinkMessages.sourceOff('Lever'));
    const list = await ctx.app.inject({ method: 'GET', url: `/api/users/${alice.userId}/jobs`, headers: { cookie: alice.cookie } });
    expect((list.json() as JobPage).total).toBe(0);
  });

  it('asks for a sign-in first', async () => {
    const response = await addLink(null, 'https://boards.greenhouse.io/acmerobotics/jobs/4001');
    expect(response.statusCode).toBe(401);
    expect(ctx.fake.requests).toEqual([]);
  });
});
