import { addJobByLinkMessages, jobLinkExamples, type SavedJobByLink, type ErrorBody, type JobPage } from '@seeker/contract';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { jobSearchSessions, userProfiles } from '../src/db/schema';
import { noPreferencesReason } from '../src/modules/add-job-by-link/rank-added-job';
import { acmeCook, acmeFrontend, searchPreferences } from './fixtures/search-jobs';
import { jobLinkRequests } from './support/job-links';
import { describeWithSources, savePreferences } from './support/search-app';
import { signInAsGuest, type SignedIn } from './support/sign-in';

describeWithSources('add a job by its link: saving it', { enabled: ['greenhouse', 'ashby'] }, (ctx) => {
  const { addLink, boardReads, errorOf } = jobLinkRequests(ctx);
  const sessionsOf = async (who: SignedIn) =>
    (await ctx.database.db.select({ id: jobSearchSessions.id }).from(jobSearchSessions).where(eq(jobSearchSessions.userId, who.userId))).length;

  it('saves the job a Greenhouse page names, ranked against the preferences, without replacing the current search', async () => {
    ctx.fake.set({ boards: { 'greenhouse:acmerobotics': { companyName: 'Acme Robotics, Inc.', jobs: [acmeFrontend, acmeCook] } } });
    const alice = await signInAsGuest(ctx.app);
    await savePreferences(ctx.app, alice, searchPreferences());

    const response = await addLink(alice, ' https://boards.greenhouse.io/acmerobotics/jobs/4001?gh_src=friend ');
    expect(response.statusCode, response.body).toBe(201);
    const { job, added } = response.json() as SavedJobByLink;
    expect(added).toBe(true);
    expect(job).toMatchObject({
      title: 'Senior Frontend Engineer',
      company: 'Acme Robotics, Inc.',
      source: 'greenhouse',
      status: 'new',
      ranked: true,
    });
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

    // The same link again, pasted without its "https://" as an address bar shows it: the job is refreshed, not saved
    // twice, and the board is not read again within its interval.
    const again = await addLink(alice, 'job-boards.greenhouse.io/acmerobotics/jobs/4001');
    expect(again.statusCode, again.body).toBe(200);
    expect((again.json() as SavedJobByLink).added).toBe(false);
    expect((again.json() as SavedJobByLink).job.jobId).toBe(job.jobId);
    // Another job of that board comes from the index the first read filled.
    // Refreshed where it is: no new search session for a job the user already had.
    expect((again.json() as SavedJobByLink).job.sessionId).toBe(job.sessionId);
    expect(await sessionsOf(alice)).toBe(1);
    const cook = await addLink(alice, 'https://boards.greenhouse.io/acmerobotics/jobs/4002');
    expect(cook.statusCode, cook.body).toBe(201);
    expect(boardReads()).toBe(1);
    expect(await sessionsOf(alice)).toBe(2);

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
    expect((response.json() as SavedJobByLink).job).toMatchObject({
      title: 'Line Cook',
      matchScore: 0,
      matchReason: 'Added by you; your keywords would leave it out of searches',
    });
  });

  it.each([
    ['not an address', 'jobs at acme', addJobByLinkMessages.notALink],
    ['a script address', 'javascript:alert(1)', addJobByLinkMessages.notALink],
    ['an address with a password', 'https://user:secret@boards.greenhouse.io/acme/jobs/1', addJobByLinkMessages.credentials],
    ['an address with a user name', 'https://user@careers.example.com/jobs/123', addJobByLinkMessages.credentials],
    ['a private address', 'http://10.1.2.3/jobs/123', addJobByLinkMessages.pageRefused],
    ['a board, not a job', 'https://boards.greenhouse.io/acmerobotics', addJobByLinkMessages.boardPage('Greenhouse', 'acmerobotics')],
    ['a Lever board, not a job', 'https://jobs.lever.co/leverdemo', addJobByLinkMessages.boardPage('Lever', 'leverdemo')],
    [
      'a job id of the wrong shape',
      'https://boards.greenhouse.io/acmerobotics/jobs/abc',
      addJobByLinkMessages.badId('Greenhouse', jobLinkExamples.greenhouse),
    ],
    ['a board name too long', `https://boards.greenhouse.io/${'a'.repeat(101)}/jobs/1`, addJobByLinkMessages.badSlug('Greenhouse')],
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

  it('never saves a job from another board than the link names, and reads board names in any case', async () => {
    ctx.fake.set({
      boards: {
        'greenhouse:acmerobotics': { companyName: 'Acme Robotics, Inc.', jobs: [acmeFrontend] },
        'greenhouse:otherco': { companyName: 'Other Co', jobs: [{ ...acmeCook, id: '5001', title: 'Other job', company: 'Other Co' }] },
      },
    });
    const alice = await signInAsGuest(ctx.app);
    const acme = await addLink(alice, 'https://boards.greenhouse.io/acmerobotics/jobs/4001');
    expect(acme.statusCode, acme.body).toBe(201);
    // otherco is read and does not list 4001: acme's 4001 in the index is not this link's job.
    const cross = await addLink(alice, 'https://boards.greenhouse.io/otherco/jobs/4001');
    expect(cross.statusCode, cross.body).toBe(404);
    expect(errorOf(cross).message).toBe(addJobByLinkMessages.notOpen('Greenhouse', 'otherco'));
    const list = await ctx.app.inject({ method: 'GET', url: `/api/users/${alice.userId}/jobs`, headers: { cookie: alice.cookie } });
    expect((list.json() as JobPage).total).toBe(1);
    const upper = await addLink(alice, 'https://boards.greenhouse.io/AcmeRobotics/jobs/4001');
    expect(upper.statusCode, upper.body).toBe(200);
    expect((upper.json() as SavedJobByLink).job.jobId).toBe((acme.json() as SavedJobByLink).job.jobId);
  });

  it('reads an Ashby board whose name holds a space, as Ashby lets boards be named', async () => {
    const id = 'cb0afdca-2e2d-47ed-8cde-6277cb516888';
    ctx.fake.set({ boards: { 'ashby:fermi ai': { companyName: 'Fermi AI', jobs: [{ ...acmeFrontend, id, company: 'Fermi AI' }] } } });
    const alice = await signInAsGuest(ctx.app);
    const saved = await addLink(alice, `https://jobs.ashbyhq.com/Fermi%20AI/${id}`);
    expect(saved.statusCode, saved.body).toBe(201);
    expect((saved.json() as SavedJobByLink).job).toMatchObject({ title: acmeFrontend.title });
    expect(ctx.fake.requests.map((request) => request.path)).toContainEqual(expect.stringContaining('/posting-api/job-board/Fermi%20AI?'));
  });

  it('does not make up a match score when no preferences are saved', async () => {
    ctx.fake.set({ boards: { 'greenhouse:acmerobotics': { companyName: 'Acme Robotics, Inc.', jobs: [acmeFrontend] } } });
    const bob = await signInAsGuest(ctx.app);
    const response = await addLink(bob, 'https://boards.greenhouse.io/acmerobotics/jobs/4001');
    expect(response.statusCode, response.body).toBe(201);
    expect((response.json() as SavedJobByLink).job).toMatchObject({ matchScore: 0, matchReason: noPreferencesReason, ranked: false });
  });

  it('asks for a sign-in first', async () => {
    const response = await addLink(null, 'https://boards.greenhouse.io/acmerobotics/jobs/4001');
    expect(response.statusCode).toBe(401);
    expect(ctx.fake.requests).toEqual([]);
  });
});
