import { applicationLimits, applicationMessages, type Application, type ErrorBody } from '@seeker/contract';
import { expect, it } from 'vitest';
import { searchPreferences } from '../fixtures/search-jobs';
import { savePreferences } from '../support/search-app';
import { seedSearchSession } from '../support/seed-saved-jobs';
import { signInAsGuest, type SignedIn } from '../support/sign-in';
import { describeWithApp, testOrigin } from '../support/test-app';

describeWithApp("an application's page", (ctx) => {
  const send = (who: SignedIn, method: 'GET' | 'PATCH' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url,
      headers: { cookie: who.cookie, origin: testOrigin },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const read = async (who: SignedIn, jobId: string) => {
    const response = await send(who, 'GET', `/api/applications/${jobId}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Application;
  };
  const inBerlin = async (who: SignedIn) =>
    savePreferences(ctx.app, who, searchPreferences({ searchSchedule: { ...searchPreferences().searchSchedule, timezone: 'Europe/Berlin' } }));

  /** A guest in Berlin with one saved job that has no history yet. */
  async function berliner() {
    const alice = await signInAsGuest(ctx.app);
    await inBerlin(alice);
    const { jobIds } = await seedSearchSession(ctx.database.db, alice.userId, [{ title: 'Frontend Engineer', company: 'Acme', statusHistory: [] }]);
    return { alice, jobId: jobIds[0]! };
  }
  const idOf = (response: { json: () => unknown }) => (response.json() as { id: string }).id;

  it('starts empty, on the user’s own clock, with the job and the day it was saved', async () => {
    const { alice, jobId } = await berliner();
    const empty = await read(alice, jobId);
    expect(empty).toMatchObject({
      notes: '',
      notesUpdatedAt: null,
      tags: [],
      contacts: [],
      interviews: [],
      followUps: [],
      timezone: 'Europe/Berlin',
    });
    expect(empty.job).toMatchObject({ jobId, title: 'Frontend Engineer' });
    expect(empty.timeline.map((entry) => entry.kind)).toEqual(['saved']);
  });

  it('keeps notes and tags, each change leaving the other as it was', async () => {
    const { alice, jobId } = await berliner();
    const notes = await send(alice, 'PATCH', `/api/applications/${jobId}`, { notes: 'Referred by Sam.\nSalary band confirmed.' });
    expect(notes.statusCode, notes.body).toBe(200);
    expect(notes.json()).toMatchObject({ notes: 'Referred by Sam.\nSalary band confirmed.', tags: [] });
    // Tags alone leave the notes as they were.
    expect((await send(alice, 'PATCH', `/api/applications/${jobId}`, { tags: ['  dream job ', 'Remote'] })).json()).toMatchObject({
      notes: 'Referred by Sam.\nSalary band confirmed.',
      tags: ['dream job', 'Remote'],
    });
    expect(await read(alice, jobId)).toMatchObject({ notes: 'Referred by Sam.\nSalary band confirmed.', tags: ['dream job', 'Remote'] });
  });

  it('keeps a contact, corrects it with every field as sent (one left out cleared), and removes it once', async () => {
    const { alice, jobId } = await berliner();
    const contact = await send(alice, 'POST', `/api/applications/${jobId}/contacts`, {
      name: ' Grace Hopper ',
      role: 'Recruiter',
      email: 'grace@example.com',
    });
    expect(contact.statusCode, contact.body).toBe(201);
    expect(contact.json()).toMatchObject({ name: 'Grace Hopper', role: 'Recruiter', email: 'grace@example.com', link: '' });
    const contactId = idOf(contact);
    const fixedContact = await send(alice, 'PUT', `/api/applications/${jobId}/contacts/${contactId}`, {
      name: 'Grace B. Hopper',
      role: 'Hiring manager',
      link: 'https://example.com/grace',
    });
    expect(fixedContact.statusCode, fixedContact.body).toBe(200);
    expect(fixedContact.json()).toMatchObject({
      id: contactId,
      name: 'Grace B. Hopper',
      role: 'Hiring manager',
      email: '',
      link: 'https://example.com/grace',
    });
    expect((await send(alice, 'DELETE', `/api/applications/${jobId}/contacts/${contactId}`)).statusCode).toBe(204);
    expect((await send(alice, 'DELETE', `/api/applications/${jobId}/contacts/${contactId}`)).statusCode).toBe(404);
    expect((await read(alice, jobId)).contacts).toEqual([]);
  });

  it('keeps an interview at its time on the user’s clock, moves it across a change of summer time, refuses an impossible date, and removes it once', async () => {
    const { alice, jobId } = await berliner();
    // 14:30 on 3 December as a Berlin clock shows it is 13:30 UTC (winter time).
    const interview = await send(alice, 'POST', `/api/applications/${jobId}/interviews`, {
      date: '2026-12-03',
      time: '14:30',
      place: 'Acme HQ, Berlin',
    });
    expect(interview.statusCode, interview.body).toBe(201);
    expect(interview.json()).toMatchObject({
      date: '2026-12-03',
      time: '14:30',
      timezone: 'Europe/Berlin',
      startsAt: '2026-12-03T13:30:00.000Z',
      durationMinutes: 60,
    });
    const interviewId = idOf(interview);
    const moved = await send(alice, 'PUT', `/api/applications/${jobId}/interviews/${interviewId}`, {
      date: '2027-07-01',
      time: '09:15',
      place: 'Video call',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // Summer time in Berlin: 09:15 there is 07:15 UTC.
    expect(moved.json()).toMatchObject({
      id: interviewId,
      date: '2027-07-01',
      time: '09:15',
      startsAt: '2027-07-01T07:15:00.000Z',
      place: 'Video call',
      note: '',
    });
    const refused = await send(alice, 'PUT', `/api/applications/${jobId}/interviews/${interviewId}`, { date: '2027-02-30', time: '09:15' });
    expect(refused.statusCode).toBe(400);
    expect((await read(alice, jobId)).interviews[0]).toMatchObject({ date: '2027-07-01', time: '09:15' });
    expect((await send(alice, 'DELETE', `/api/applications/${jobId}/interviews/${interviewId}`)).statusCode).toBe(204);
    expect((await send(alice, 'DELETE', `/api/applications/${jobId}/interviews/${interviewId}`)).statusCode).toBe(404);
    expect((await read(alice, jobId)).interviews).toEqual([]);
  });

  it('keeps a follow-up reminded at 09:00 on its day on the user’s clock, marks it done, and removes it once', async () => {
    const { alice, jobId } = await berliner();
    const followUp = await send(alice, 'POST', `/api/applications/${jobId}/follow-ups`, { dueOn: '2099-01-05', note: 'Ask about the timeline' });
    expect(followUp.statusCode, followUp.body).toBe(201);
    // Reminded at 09:00 that day in Berlin.
    expect(followUp.json()).toMatchObject({ dueOn: '2099-01-05', remindAt: '2099-01-05T08:00:00.000Z', sentAt: null, doneAt: null });
    const followUpId = idOf(followUp);
    const done = await send(alice, 'PATCH', `/api/applications/${jobId}/follow-ups/${followUpId}`, { done: true });
    expect(done.statusCode, done.body).toBe(200);
    expect((done.json() as { doneAt: string | null }).doneAt).not.toBeNull();
    expect((await send(alice, 'DELETE', `/api/applications/${jobId}/follow-ups/${followUpId}`)).statusCode).toBe(204);
    expect((await send(alice, 'DELETE', `/api/applications/${jobId}/follow-ups/${followUpId}`)).statusCode).toBe(404);
    expect((await read(alice, jobId)).followUps).toEqual([]);
  });

  it('tells the application’s story in the timeline, newest first', async () => {
    const { alice, jobId } = await berliner();
    await send(alice, 'POST', `/api/applications/${jobId}/contacts`, { name: 'Grace Hopper', role: 'Recruiter', email: 'grace@example.com' });
    await send(alice, 'POST', `/api/applications/${jobId}/interviews`, { date: '2026-12-03', time: '14:30', place: 'Acme HQ, Berlin' });
    await send(alice, 'POST', `/api/applications/${jobId}/follow-ups`, { dueOn: '2099-01-05', note: 'Ask about the timeline' });
    expect((await send(alice, 'PATCH', `/api/jobs/${jobId}`, { status: 'applied' })).statusCode).toBe(200);

    const full = await read(alice, jobId);
    expect(full.contacts.map((entry) => entry.name)).toEqual(['Grace Hopper']);
    expect(full.interviews).toHaveLength(1);
    expect(full.followUps).toHaveLength(1);
    expect(full.timeline[0]).toMatchObject({ kind: 'moved', status: 'applied' });
    expect(full.timeline.map((entry) => entry.kind).sort()).toEqual(['contact-added', 'follow-up-set', 'interview-set', 'moved', 'saved']);
    expect(full.timeline.find((entry) => entry.kind === 'interview-set')!.facts).toEqual({
      day: '2026-12-03',
      time: '14:30',
      timezone: 'Europe/Berlin',
      place: 'Acme HQ, Berlin',
    });
  });

  it("reads dates on the browser's clock until the user saves a zone of their own, which then wins", async () => {
    const carol = await signInAsGuest(ctx.app);
    const [jobId] = (await seedSearchSession(ctx.database.db, carol.userId, [{}])).jobIds;
    const la = 'timezone=America%2FLos_Angeles';
    expect((await send(carol, 'GET', `/api/applications/${jobId}?${la}`)).json()).toMatchObject({ timezone: 'America/Los_Angeles' });
    // 14:30 in Los Angeles in December is 22:30 UTC.
    const interview = await send(carol, 'POST', `/api/applications/${jobId}/interviews?${la}`, { date: '2026-12-03', time: '14:30' });
    expect(interview.json()).toMatchObject({ timezone: 'America/Los_Angeles', startsAt: '2026-12-03T22:30:00.000Z' });
    // Reminded at 09:00 that day in Los Angeles.
    const followUp = await send(carol, 'POST', `/api/applications/${jobId}/follow-ups?${la}`, { dueOn: '2099-01-05' });
    expect(followUp.json()).toMatchObject({ remindAt: '2099-01-05T17:00:00.000Z' });
    // A value that names no zone is ignored, not refused, however long; given twice, the first counts.
    for (const query of ['timezone=Mars%2FOlympus', `timezone=${'x'.repeat(500)}`])
      expect((await send(carol, 'GET', `/api/applications/${jobId}?${query}`)).json(), query).toMatchObject({ timezone: 'UTC' });
    expect((await send(carol, 'GET', `/api/applications/${jobId}?${la}&timezone=Europe%2FParis`)).json()).toMatchObject({
      timezone: 'America/Los_Angeles',
    });
    // Once saved, the user's own zone is what dates mean, whatever the browser says.
    await inBerlin(carol);
    expect((await send(carol, 'GET', `/api/applications/${jobId}?${la}`)).json()).toMatchObject({ timezone: 'Europe/Berlin' });
    // An interview keeps the zone it was entered in: correcting its note does not move it.
    const interviewId = (interview.json() as { id: string }).id;
    const noted = await send(carol, 'PUT', `/api/applications/${jobId}/interviews/${interviewId}`, {
      date: '2026-12-03',
      time: '14:30',
      note: 'Bring ID',
    });
    expect(noted.json()).toMatchObject({ timezone: 'America/Los_Angeles', startsAt: '2026-12-03T22:30:00.000Z', note: 'Bring ID' });
  });

  it('refuses a reminder in the past, a bad contact and the one past each limit, saving nothing', async () => {
    const alice = await signInAsGuest(ctx.app);
    const { jobIds } = await seedSearchSession(ctx.database.db, alice.userId, [{}]);
    const jobId = jobIds[0]!;
    const past = await send(alice, 'POST', `/api/applications/${jobId}/follow-ups`, { dueOn: '2020-01-01' });
    expect(past.statusCode).toBe(400);
    expect((past.json() as ErrorBody).error.message).toBe(applicationMessages.followUpInPast);
    for (const body of [
      { name: '' },
      { name: 'Ada', email: 'not-an-email' },
      { name: 'Ada', link: 'javascript:alert(1)' },
      { name: 'Ada', extra: true },
      { name: 'Ada\u0000' },
      { name: 'x'.repeat(121) },
    ]) {
      const response = await send(alice, 'POST', `/api/applications/${jobId}/contacts`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    for (const body of [
      { date: '2026-02-30', time: '10:00' },
      { date: '2026-12-01', time: '25:00' },
      { date: '2026-12-01', time: '10:00', durationMinutes: 0 },
    ]) {
      expect((await send(alice, 'POST', `/api/applications/${jobId}/interviews`, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await send(alice, 'PATCH', `/api/applications/${jobId}`, {})).statusCode).toBe(400);
    expect((await send(alice, 'PATCH', `/api/applications/${jobId}`, { notes: 'x'.repeat(applicationLimits.notes + 1) })).statusCode).toBe(400);
    expect(
      (await send(alice, 'PATCH', `/api/applications/${jobId}`, { tags: Array.from({ length: 13 }, (_, index) => `t${index}`) })).statusCode,
    ).toBe(400);
    expect((await read(alice, jobId)).contacts).toEqual([]);

    for (let index = 0; index < applicationLimits.contacts; index++) {
      expect((await send(alice, 'POST', `/api/applications/${jobId}/contacts`, { name: `Person ${index}` })).statusCode).toBe(201);
    }
    const over = await send(alice, 'POST', `/api/applications/${jobId}/contacts`, { name: 'One too many' });
    expect(over.statusCode).toBe(409);
    expect((over.json() as ErrorBody).error.message).toBe(applicationMessages.tooManyContacts);
    expect((await read(alice, jobId)).contacts).toHaveLength(applicationLimits.contacts);
  });

  it("keeps every application private: another user's job, contact or reminder is not found, and bodies are not even read", async () => {
    const alice = await signInAsGuest(ctx.app);
    const bob = await signInAsGuest(ctx.app);
    const [aliceJob] = (await seedSearchSession(ctx.database.db, alice.userId, [{}])).jobIds;
    const [bobJob] = (await seedSearchSession(ctx.database.db, bob.userId, [{}])).jobIds;
    await send(alice, 'PATCH', `/api/applications/${aliceJob}`, { notes: 'private' });
    const contactId = ((await send(alice, 'POST', `/api/applications/${aliceJob}/contacts`, { name: 'Grace' })).json() as { id: string }).id;

    expect((await send(bob, 'GET', `/api/applications/${aliceJob}`)).statusCode).toBe(404);
    // 404 even with a body that would be refused: the job is checked first.
    expect((await send(bob, 'PATCH', `/api/applications/${aliceJob}`, { notes: 1 })).statusCode).toBe(404);
    expect((await send(bob, 'POST', `/api/applications/${aliceJob}/contacts`, { name: 'Mallory' })).statusCode).toBe(404);
    // Her contact through his own job: not found, and still hers.
    expect((await send(bob, 'DELETE', `/api/applications/${bobJob}/contacts/${contactId}`)).statusCode).toBe(404);
    expect((await send(bob, 'DELETE', `/api/applications/${aliceJob}/contacts/${contactId}`)).statusCode).toBe(404);
    expect((await send(bob, 'PUT', `/api/applications/${bobJob}/contacts/${contactId}`, { name: 'Mallory' })).statusCode).toBe(404);
    expect((await send(bob, 'PUT', `/api/applications/${aliceJob}/contacts/${contactId}`, { name: 'Mallory' })).statusCode).toBe(404);
    const hers = await read(alice, aliceJob!);
    expect(hers).toMatchObject({ notes: 'private', contacts: [{ id: contactId, name: 'Grace' }] });
  });

  it('keeps a job with notes when its search is cleared, and drops its application with the job', async () => {
    const alice = await signInAsGuest(ctx.app);
    const { sessionId, jobIds } = await seedSearchSession(ctx.database.db, alice.userId, [{ title: 'Kept' }, { title: 'Untouched' }]);
    await send(alice, 'POST', `/api/applications/${jobIds[0]}/contacts`, { name: 'Grace' });
    expect((await send(alice, 'DELETE', `/api/job-search-sessions/${sessionId}`)).statusCode).toBe(204);
    expect((await read(alice, jobIds[0]!)).contacts).toHaveLength(1);
    expect((await send(alice, 'GET', `/api/applications/${jobIds[1]}`)).statusCode).toBe(404);

    expect((await send(alice, 'DELETE', `/api/jobs/${jobIds[0]}`)).statusCode).toBe(204);
    expect((await send(alice, 'GET', `/api/applications/${jobIds[0]}`)).statusCode).toBe(404);
  });
});
