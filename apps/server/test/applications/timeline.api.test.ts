import type { Application, TimelineEntry } from '@seeker/contract';
import { count, eq } from 'drizzle-orm';
import { applicationEvents } from '../../src/db/schema';
import { expect, it } from 'vitest';
import { searchPreferences } from '../fixtures/search-jobs';
import { savePreferences } from '../support/search-app';
import { seedSearchSession } from '../support/seed-saved-jobs';
import { signInAsGuest, type SignedIn } from '../support/sign-in';
import { describeWithApp, testOrigin } from '../support/test-app';

// Issue 50: a timeline is a record. What it said once, it keeps saying; a change is a new entry beside it.
describeWithApp("an application's timeline", (ctx) => {
  const send = async (who: SignedIn, method: 'GET' | 'PATCH' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => {
    const response = await ctx.app.inject({
      method,
      url,
      headers: { cookie: who.cookie, origin: testOrigin },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response;
  };
  const timeline = async (who: SignedIn, jobId: string) =>
    ((await send(who, 'GET', `/api/applications/${jobId}`)).json() as Application).timeline.map(({ at: _at, ...entry }) => entry);
  const idOf = (response: { json: () => unknown }) => (response.json() as { id: string }).id;

  async function berliner() {
    const alice = await signInAsGuest(ctx.app);
    await savePreferences(
      ctx.app,
      alice,
      searchPreferences({ searchSchedule: { ...searchPreferences().searchSchedule, timezone: 'Europe/Berlin' } }),
    );
    const { jobIds } = await seedSearchSession(ctx.database.db, alice.userId, [{ title: 'Frontend Engineer', company: 'Acme', statusHistory: [] }]);
    return { alice, jobId: jobIds[0]! };
  }

  it('keeps "interview set for 14:30" when the interview moves to 15:45, and adds the change beside it', async () => {
    const { alice, jobId } = await berliner();
    const added = await send(alice, 'POST', `/api/applications/${jobId}/interviews`, { date: '2026-12-03', time: '14:30', place: 'Acme HQ' });
    const url = `/api/applications/${jobId}/interviews/${idOf(added)}`;
    await send(alice, 'PUT', url, { date: '2026-12-03', time: '15:45', place: 'Acme HQ' });
    // Sent back unchanged: nothing happened, nothing is recorded.
    await send(alice, 'PUT', url, { date: '2026-12-03', time: '15:45', place: 'Acme HQ' });
    await send(alice, 'DELETE', url);
    const place = { day: '2026-12-03', timezone: 'Europe/Berlin' };
    expect(await timeline(alice, jobId)).toEqual([
      { kind: 'interview-removed', facts: { ...place, time: '15:45', place: 'Acme HQ' } },
      { kind: 'interview-changed', facts: { ...place, time: '15:45', place: 'Acme HQ' } },
      { kind: 'interview-set', facts: { ...place, time: '14:30', place: 'Acme HQ' } },
      { kind: 'saved' },
    ]);
  });

  it('keeps a contact’s name as it was when they were added, changed and removed', async () => {
    const { alice, jobId } = await berliner();
    const added = await send(alice, 'POST', `/api/applications/${jobId}/contacts`, { name: 'Grace Hopper', role: 'Recruiter' });
    const url = `/api/applications/${jobId}/contacts/${idOf(added)}`;
    await send(alice, 'PUT', url, { name: 'Grace Hopper', role: 'Hiring manager' });
    await send(alice, 'DELETE', url);
    expect(await timeline(alice, jobId)).toEqual([
      { kind: 'contact-removed', facts: { name: 'Grace Hopper', role: 'Hiring manager' } },
      { kind: 'contact-changed', facts: { name: 'Grace Hopper', role: 'Hiring manager' } },
      { kind: 'contact-added', facts: { name: 'Grace Hopper', role: 'Recruiter' } },
      { kind: 'saved' },
    ]);
  });

  it('records a follow-up done and opened again once each, however often it is sent', async () => {
    const { alice, jobId } = await berliner();
    const added = await send(alice, 'POST', `/api/applications/${jobId}/follow-ups`, { dueOn: '2099-01-05' });
    const url = `/api/applications/${jobId}/follow-ups/${idOf(added)}`;
    await send(alice, 'PATCH', url, { done: true });
    await send(alice, 'PATCH', url, { done: true });
    await send(alice, 'PATCH', url, { done: false });
    await send(alice, 'PATCH', url, { done: false });
    await send(alice, 'DELETE', url);
    const day = { day: '2099-01-05' };
    expect(await timeline(alice, jobId)).toEqual([
      { kind: 'follow-up-removed', facts: day },
      { kind: 'follow-up-reopened', facts: day },
      { kind: 'follow-up-done', facts: day },
      { kind: 'follow-up-set', facts: day },
      { kind: 'saved' },
    ] satisfies Omit<TimelineEntry, 'at'>[]);
  });

  it('records nothing for another user’s ids, and changes nothing of theirs', async () => {
    const { alice, jobId } = await berliner();
    const added = await send(alice, 'POST', `/api/applications/${jobId}/contacts`, { name: 'Grace Hopper' });
    const mallory = await signInAsGuest(ctx.app);
    const attack = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/applications/${jobId}/contacts/${idOf(added)}`,
      headers: { cookie: mallory.cookie, origin: testOrigin },
    });
    expect(attack.statusCode).toBe(404);
    expect((await timeline(alice, jobId)).map((entry) => entry.kind)).toEqual(['contact-added', 'saved']);
    const [theirs] = await ctx.database.db.select({ n: count() }).from(applicationEvents).where(eq(applicationEvents.userId, mallory.userId));
    expect(theirs!.n).toBe(0);
  });
});
