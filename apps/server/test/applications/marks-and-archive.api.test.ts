import type { Application, ApplicationBoard, BoardCard } from '@seeker/contract';
import { expect, it } from 'vitest';
import { seedSearchSession } from '../support/seed-saved-jobs';
import { signInAsGuest, type SignedIn } from '../support/sign-in';
import { describeWithApp, testOrigin } from '../support/test-app';

// Issue 50: priority, excitement and a deadline per job; archiving takes a job off the board and keeps it.
describeWithApp("an application's marks and archiving", (ctx) => {
  const send = (who: SignedIn, method: 'GET' | 'PATCH', url: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url,
      headers: { cookie: who.cookie, origin: testOrigin },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const application = async (who: SignedIn, jobId: string) => (await send(who, 'GET', `/api/applications/${jobId}`)).json() as Application;
  const cards = async (who: SignedIn, query = '') =>
    ((await send(who, 'GET', `/api/applications${query}`)).json() as ApplicationBoard).columns.flatMap((column) => column.cards);
  const cardOf = (all: BoardCard[], jobId: string) => all.find((card) => card.jobId === jobId);

  async function twoJobs() {
    const alice = await signInAsGuest(ctx.app);
    const { jobIds } = await seedSearchSession(ctx.database.db, alice.userId, [
      { title: 'Frontend Engineer', company: 'Acme' },
      { title: 'Data Engineer', company: 'Globex' },
    ]);
    return { alice, first: jobIds[0]!, second: jobIds[1]! };
  }

  it('saves priority, excitement and a deadline, shows them on the page, the card and in the answer, and clears each with null', async () => {
    const { alice, first } = await twoJobs();
    expect(await application(alice, first)).toMatchObject({ priority: null, excitement: null, deadline: null, archivedAt: null });

    const saved = await send(alice, 'PATCH', `/api/applications/${first}`, { priority: 'high', excitement: 5, deadline: '2026-12-15' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ priority: 'high', excitement: 5, deadline: '2026-12-15', archivedAt: null, tags: [], notes: '' });
    expect(await application(alice, first)).toMatchObject({ priority: 'high', excitement: 5, deadline: '2026-12-15' });
    expect(cardOf(await cards(alice), first)).toMatchObject({
      priority: 'high',
      excitement: 5,
      deadline: '2026-12-15',
      archived: false,
      typedIn: false,
    });

    // One mark changed leaves the others and the notes as they were.
    await send(alice, 'PATCH', `/api/applications/${first}`, { notes: 'Referred by Sam' });
    expect((await send(alice, 'PATCH', `/api/applications/${first}`, { excitement: 3 })).json()).toMatchObject({
      priority: 'high',
      excitement: 3,
      deadline: '2026-12-15',
      notes: 'Referred by Sam',
    });
    expect((await send(alice, 'PATCH', `/api/applications/${first}`, { priority: null, excitement: null, deadline: null })).json()).toMatchObject({
      priority: null,
      excitement: null,
      deadline: null,
      notes: 'Referred by Sam',
    });
  });

  it.each([
    ['an excitement of 0', { excitement: 0 }],
    ['an excitement of 6', { excitement: 6 }],
    ['an excitement of 2.5', { excitement: 2.5 }],
    ['an excitement as text', { excitement: '4' }],
    ['a priority not on the list', { priority: 'urgent' }],
    ['a day that does not exist', { deadline: '2026-02-30' }],
    ['a day in another format', { deadline: '15/12/2026' }],
    ['a year out of range', { deadline: '9999-12-31' }],
    ['archived as text', { archived: 'yes' }],
    ['nothing at all', {}],
  ])('refuses %s with a 400 and changes nothing', async (_case, body) => {
    const { alice, first } = await twoJobs();
    await send(alice, 'PATCH', `/api/applications/${first}`, { priority: 'low' });
    const refused = await send(alice, 'PATCH', `/api/applications/${first}`, body);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(await application(alice, first)).toMatchObject({ priority: 'low', excitement: null, deadline: null, archivedAt: null });
  });

  it('archives a job off the board into the archived view, records it once, and puts it back', async () => {
    const { alice, first, second } = await twoJobs();
    const archived = await send(alice, 'PATCH', `/api/applications/${first}`, { archived: true });
    expect(archived.statusCode, archived.body).toBe(200);
    const archivedAt = (archived.json() as { archivedAt: string }).archivedAt;
    expect(Date.parse(archivedAt)).not.toBeNaN();

    expect((await cards(alice)).map((card) => card.jobId)).toEqual([second]);
    expect(await cards(alice, '?archived=true')).toEqual([expect.objectContaining({ jobId: first, archived: true })]);
    // The funnel counts every job, archived or not.
    const board = (await send(alice, 'GET', '/api/applications')).json() as ApplicationBoard;
    expect(board.funnel.find((step) => step.stage === 'saved')?.count).toBe(2);
    // Filters hold inside the archived view too; the CSV follows the view.
    expect(await cards(alice, '?archived=true&company=Globex')).toEqual([]);
    const csv = (await send(alice, 'GET', '/api/exports/applications.csv?archived=true')).body.trimEnd().split('\r\n');
    expect(csv).toHaveLength(2);
    expect(csv[1]).toMatch(/^Acme,Frontend Engineer,/);

    // Archiving again changes nothing: the same moment, one timeline entry.
    expect((await send(alice, 'PATCH', `/api/applications/${first}`, { archived: true })).json()).toMatchObject({ archivedAt });
    const kinds = () => application(alice, first).then((found) => found.timeline.map((entry) => entry.kind));
    expect((await kinds()).filter((kind) => kind === 'archived')).toHaveLength(1);

    expect((await send(alice, 'PATCH', `/api/applications/${first}`, { archived: false })).json()).toMatchObject({ archivedAt: null });
    expect((await send(alice, 'PATCH', `/api/applications/${first}`, { archived: false })).statusCode).toBe(200);
    expect((await cards(alice)).map((card) => card.jobId).sort()).toEqual([first, second].sort());
    expect(await cards(alice, '?archived=true')).toEqual([]);
    const after = await kinds();
    expect(after.filter((kind) => kind === 'unarchived')).toHaveLength(1);
    // Newest first: put back after archived.
    expect(after.indexOf('unarchived')).toBeLessThan(after.indexOf('archived'));
  });

  it("leaves another user's application alone: 404, and nothing marked or archived", async () => {
    const { alice, first } = await twoJobs();
    const mallory = await signInAsGuest(ctx.app);
    for (const body of [{ priority: 'high' }, { archived: true }, { deadline: '2026-12-01' }]) {
      const refused = await send(mallory, 'PATCH', `/api/applications/${first}`, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(404);
    }
    expect(await application(alice, first)).toMatchObject({ priority: null, deadline: null, archivedAt: null });
    expect((await cards(alice)).map((card) => card.jobId)).toContain(first);
  });
});
