import type { Application, ApplicationTable, DashboardStats } from '@seeker/contract';
import { expect, it } from 'vitest';
import { seedSearchSession } from '../support/seed-saved-jobs';
import { signInAsGuest, type SignedIn } from '../support/sign-in';
import { describeWithApp, testOrigin } from '../support/test-app';

// Issue 50: a sortable table of the board, and moves of many applications at once.
describeWithApp('the applications table and bulk changes', (ctx) => {
  const send = (who: SignedIn, method: 'GET' | 'PATCH' | 'POST', url: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url,
      headers: { cookie: who.cookie, origin: testOrigin },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const table = async (who: SignedIn, query: string) => {
    const response = await send(who, 'GET', `/api/applications/table${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as ApplicationTable;
  };
  const titles = async (who: SignedIn, query: string) => (await table(who, query)).rows.map((row) => row.title);

  async function fourJobs() {
    const alice = await signInAsGuest(ctx.app);
    const { jobIds } = await seedSearchSession(ctx.database.db, alice.userId, [
      { title: 'beta engineer', company: 'Globex' },
      { title: 'Alpha Engineer', company: 'acme' },
      { title: 'Delta Engineer', company: 'Initech' },
      { title: 'Gamma Engineer', company: 'Acme' },
    ]);
    const [beta, alpha, delta, gamma] = jobIds as [string, string, string, string];
    const mark = (jobId: string, body: object) => send(alice, 'PATCH', `/api/applications/${jobId}`, body);
    await mark(alpha, { priority: 'low', excitement: 2, deadline: '2026-12-20' });
    await mark(beta, { priority: 'high', excitement: 5 });
    await mark(gamma, { priority: 'medium', deadline: '2026-12-05' });
    await send(alice, 'PATCH', `/api/jobs/${delta}`, { status: 'applied' });
    return { alice, beta, alpha, delta, gamma };
  }

  it('sorts by each column either way, words case aside, statuses and priorities in their order, unset marks last', async () => {
    const { alice } = await fourJobs();
    expect(await titles(alice, '?sort=title&order=asc')).toEqual(['Alpha Engineer', 'beta engineer', 'Delta Engineer', 'Gamma Engineer']);
    expect(await titles(alice, '?sort=title&order=desc')).toEqual(['Gamma Engineer', 'Delta Engineer', 'beta engineer', 'Alpha Engineer']);
    expect(await titles(alice, '?sort=priority&order=asc')).toEqual(['beta engineer', 'Gamma Engineer', 'Alpha Engineer', 'Delta Engineer']);
    expect(await titles(alice, '?sort=priority&order=desc')).toEqual(['Alpha Engineer', 'Gamma Engineer', 'beta engineer', 'Delta Engineer']);
    const byDeadline = await titles(alice, '?sort=deadline&order=asc');
    expect(byDeadline.slice(0, 2)).toEqual(['Gamma Engineer', 'Alpha Engineer']);
    expect(byDeadline.slice(2).sort()).toEqual(['Delta Engineer', 'beta engineer'].sort());
    expect((await titles(alice, '?sort=excitement&order=desc')).slice(0, 2)).toEqual(['beta engineer', 'Alpha Engineer']);
    expect((await titles(alice, '?sort=status&order=desc'))[0]).toBe('Delta Engineer');
    // The board's filters hold: one company, case as stored.
    expect(await titles(alice, '?sort=title&order=asc&company=Acme')).toEqual(['Gamma Engineer']);
    const answer = await table(alice, '?sort=company&order=asc');
    expect(answer.total).toBe(4);
    expect(answer.nextOffset).toBeNull();
    expect(answer.rows[0]).toMatchObject({ company: 'acme', priority: 'low', excitement: 2, deadline: '2026-12-20', archived: false });
    expect(Date.parse(answer.rows[0]!.savedAt)).not.toBeNaN();
  });

  it('refuses a sort it does not know, and another user sees none of these rows', async () => {
    const { alice } = await fourJobs();
    expect((await send(alice, 'GET', '/api/applications/table?sort=salary')).statusCode).toBe(400);
    expect((await send(alice, 'GET', '/api/applications/table?order=sideways')).statusCode).toBe(400);
    const bob = await signInAsGuest(ctx.app);
    expect(await table(bob, '')).toMatchObject({ rows: [], total: 0, nextOffset: null });
  });

  it('moves and archives many at once, each move kept on its timeline, the dashboard counters in step', async () => {
    const { alice, beta, alpha, gamma } = await fourJobs();
    const moved = await send(alice, 'POST', '/api/applications/bulk', { jobIds: [beta, alpha], status: 'rejected', archived: true });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toEqual({ changed: 2 });
    expect(await titles(alice, '?sort=title&order=asc')).toEqual(['Delta Engineer', 'Gamma Engineer']);
    expect(await titles(alice, '?sort=title&order=asc&archived=true')).toEqual(['Alpha Engineer', 'beta engineer']);
    const page = (await send(alice, 'GET', `/api/applications/${alpha}`)).json() as Application;
    expect(page.job.status).toBe('rejected');
    expect(page.timeline.map((entry) => entry.kind)).toEqual(expect.arrayContaining(['moved', 'archived']));

    // Already so: nothing changes, and it says so.
    expect((await send(alice, 'POST', '/api/applications/bulk', { jobIds: [beta, alpha], status: 'rejected' })).json()).toEqual({ changed: 0 });
    expect((await send(alice, 'POST', '/api/applications/bulk', { jobIds: [gamma, beta], status: 'interviewing' })).json()).toEqual({ changed: 2 });
    const dashboard = await send(alice, 'GET', `/api/users/${alice.userId}/dashboard`);
    expect((dashboard.json() as { stats: DashboardStats }).stats).toMatchObject({ interviews: 2 });
  });

  it('changes none when any id is not the caller’s, and refuses bad bodies', async () => {
    const { alice, beta } = await fourJobs();
    const mallory = await signInAsGuest(ctx.app);
    const { jobIds } = await seedSearchSession(ctx.database.db, mallory.userId, [{ title: 'Own Job', company: 'Evil' }]);
    const refused = await send(mallory, 'POST', '/api/applications/bulk', { jobIds: [jobIds[0], beta], status: 'rejected' });
    expect(refused.statusCode).toBe(404);
    expect(((await send(mallory, 'GET', `/api/applications/${jobIds[0]}`)).json() as Application).job.status).toBe('new');
    expect(((await send(alice, 'GET', `/api/applications/${beta}`)).json() as Application).job.status).toBe('new');

    for (const body of [
      { jobIds: [], status: 'rejected' },
      { jobIds: [beta] },
      { jobIds: [beta, beta], status: 'rejected' },
      { jobIds: Array.from({ length: 101 }, (_, index) => `job-${index}`), status: 'rejected' },
      { jobIds: [beta], status: 'hired' },
      { jobIds: [beta], archived: 'yes' },
      { jobIds: 'all', status: 'rejected' },
      { jobIds: [beta], status: 'rejected', extra: true },
    ]) {
      const bad = await send(alice, 'POST', '/api/applications/bulk', body);
      expect(bad.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect(((await send(alice, 'GET', `/api/applications/${beta}`)).json() as Application).job.status).toBe('new');
  });
});
