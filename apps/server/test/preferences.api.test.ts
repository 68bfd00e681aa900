import { defaultPreferences, type Preferences } from '@seeker/contract';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { App } from '../src/app';
import { scheduledSearches } from '../src/db/schema';
import { signInAsGuest, signUpWithEmail, type SignedIn } from './support/sign-in';
import { describeWithApp } from './support/test-app';

function createPreferences(overrides: Partial<Preferences> = {}, schedule: Partial<Preferences['searchSchedule']> = {}): Preferences {
  const base = defaultPreferences('Europe/Berlin');
  return {
    ...base,
    // Said in full, as the wizard sends it: what is sent is what is saved.
    salaryRange: { ...base.salaryRange, currency: 'EUR', period: 'year' },
    titles: ['Backend Engineer'],
    locations: ['Berlin'],
    skills: ['TypeScript'],
    ...overrides,
    searchSchedule: { ...base.searchSchedule, ...schedule },
  };
}

function save(app: App, who: SignedIn, body: unknown, userId = who.userId) {
  return app.inject({ method: 'PUT', url: `/api/users/${userId}/preferences`, headers: { cookie: who.cookie }, payload: body as object });
}

describeWithApp('preferences', (ctx) => {
  it('reads the spec defaults, in the asked time zone, before anything is saved', async () => {
    const guest = await signInAsGuest(ctx.app);
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${guest.userId}/preferences?timezone=America/Chicago`,
      headers: { cookie: guest.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ saved: false, preferences: defaultPreferences('America/Chicago', { guest: true }) });
    expect(response.json().preferences).toMatchObject({ salaryRange: { min: 0, max: 200000 }, jobType: 'Full-time', seniority: 'Mid' });
    // A guest has no email address: new jobs are announced in the app, not by an email that cannot be sent.
    expect(response.json().preferences.searchSchedule.notificationType).toBe('None');

    const account = await signUpWithEmail(ctx.app);
    const accounts = await ctx.app.inject({ method: 'GET', url: `/api/users/${account.userId}/preferences`, headers: { cookie: account.cookie } });
    expect(accounts.json().preferences.searchSchedule.notificationType).toBe('Email');
  });

  it('saves a pay range sent without a currency in that of the first place named (as the wizard shows it), a year', async () => {
    const guest = await signInAsGuest(ctx.app);
    const sent = createPreferences({ locations: ['Remote', 'München'], salaryRange: { min: 60_000, max: 80_000 } });
    const saved = await save(ctx.app, guest, sent);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().preferences.salaryRange).toEqual({ min: 60_000, max: 80_000, currency: 'EUR', period: 'year' });
    const chosen = await save(ctx.app, guest, { ...sent, salaryRange: { min: 30, max: 45, currency: 'CHF', period: 'hour' } });
    expect(chosen.json().preferences.salaryRange).toEqual({ min: 30, max: 45, currency: 'CHF', period: 'hour' });
    const nowhere = await save(ctx.app, guest, { ...sent, locations: ['Remote'], salaryRange: { min: 1, max: 2 } });
    expect(nowhere.json().preferences.salaryRange).toEqual({ min: 1, max: 2, currency: 'USD', period: 'year' });
  });

  it('saves and reads back the whole object', async () => {
    const guest = await signInAsGuest(ctx.app);
    const preferences = createPreferences({
      companies: ['Acme'],
      includeKeywords: ['remote'],
      excludeKeywords: ['crypto'],
      other: 'Visa sponsorship',
      jobType: 'Contract',
      seniority: 'Exec',
      salaryRange: { min: 90_000, max: 150_000, currency: 'EUR', period: 'year' },
    });
    expect((await save(ctx.app, guest, preferences)).statusCode).toBe(200);
    const read = await ctx.app.inject({ method: 'GET', url: `/api/users/${guest.userId}/preferences`, headers: { cookie: guest.cookie } });
    expect(read.json()).toEqual({ saved: true, preferences });
  });

  it.each([
    ['a job type outside the vocabulary', { jobType: 'full time' }, 'jobType'],
    ['a seniority label', { seniority: 'Mid-Level' }, 'seniority'],
    ['a salary above any pay', { salaryRange: { min: 0, max: 100_000_000_005 } }, 'salaryRange'],
    ['a currency that is none', { salaryRange: { min: 0, max: 10, currency: 'usd' } }, 'salaryRange'],
    ['a string where a list belongs', { titles: 'Engineer' }, 'titles'],
    ['a missing field', { skills: undefined }, 'skills'],
  ])('refuses %s with 400 naming the field', async (_name, patch, field) => {
    const guest = await signInAsGuest(ctx.app);
    const response = await save(ctx.app, guest, { ...createPreferences(), ...patch });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
    expect(response.json().error.message).toContain(field);
  });

  it.each([
    ['Daily', '9:00'],
    ['Weekly', '7,09:00'],
    ['Monthly', '32,09:00'],
    ['Custom', 'every day at nine'],
    ['Custom', '61 * * * *'],
  ] as const)('refuses a %s schedule of %j and keeps what was saved', async (frequency, customSchedule) => {
    const guest = await signInAsGuest(ctx.app);
    const saved = createPreferences();
    await save(ctx.app, guest, saved);
    const response = await save(ctx.app, guest, createPreferences({ titles: ['Changed'] }, { enabled: true, frequency, customSchedule }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/customSchedule/);
    const read = await ctx.app.inject({ method: 'GET', url: `/api/users/${guest.userId}/preferences`, headers: { cookie: guest.cookie } });
    expect(read.json().preferences).toEqual(saved);
  });

  it('explains a bad cron expression clearly', async () => {
    const guest = await signInAsGuest(ctx.app);
    const response = await save(ctx.app, guest, createPreferences({}, { enabled: true, frequency: 'Custom', customSchedule: '0 25 * * *' }));
    expect(response.json().error.message).toBe(
      'Invalid body searchSchedule.customSchedule: Invalid cron expression: hour "25" must be between 0 and 23',
    );
  });

  it('refuses a time zone that does not exist', async () => {
    const guest = await signInAsGuest(ctx.app);
    const response = await save(ctx.app, guest, createPreferences({}, { timezone: 'Europe/Atlantis' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain('timezone');
  });

  it('refuses an empty or non-JSON body', async () => {
    const guest = await signInAsGuest(ctx.app);
    const empty = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${guest.userId}/preferences`,
      headers: { cookie: guest.cookie, 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(400);
    const text = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${guest.userId}/preferences`,
      headers: { cookie: guest.cookie, 'content-type': 'text/plain' },
      payload: 'hi',
    });
    expect(text.statusCode).toBe(415);
  });

  it('creates the scheduled search when the schedule is enabled, then updates the same record', async () => {
    const guest = await signInAsGuest(ctx.app);
    await save(ctx.app, guest, createPreferences({}, { enabled: true, frequency: 'Weekly', customSchedule: '1,09:00', notificationType: 'Push' }));
    const [created] = await ctx.database.db.select().from(scheduledSearches).where(eq(scheduledSearches.userId, guest.userId));
    expect(created).toMatchObject({
      status: 'active',
      schedule: { enabled: true, frequency: 'Weekly', customSchedule: '1,09:00', notificationType: 'Push', timezone: 'Europe/Berlin' },
      preferences: { titles: ['Backend Engineer'], locations: ['Berlin'] },
      taskId: expect.stringMatching(/^task-/),
      nextRunAt: expect.any(Date),
    });

    await save(ctx.app, guest, createPreferences({ titles: ['Staff Engineer'] }, { enabled: false }));
    const rows = await ctx.database.db.select().from(scheduledSearches).where(eq(scheduledSearches.userId, guest.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: created!.id,
      status: 'disabled',
      taskId: null,
      nextRunAt: null,
      preferences: { titles: ['Staff Engineer'] },
    });
  });

  it('creates no scheduled search while the schedule stays disabled', async () => {
    const guest = await signInAsGuest(ctx.app);
    await save(ctx.app, guest, createPreferences());
    expect(await ctx.database.db.select().from(scheduledSearches)).toEqual([]);
  });

  it("refuses another user's preferences, read and write, changing nothing", async () => {
    const alice = await signInAsGuest(ctx.app);
    const bob = await signInAsGuest(ctx.app);
    await save(ctx.app, alice, createPreferences());
    const read = await ctx.app.inject({ method: 'GET', url: `/api/users/${alice.userId}/preferences`, headers: { cookie: bob.cookie } });
    expect(read.statusCode).toBe(403);
    expect(read.json().error.message).toBe('Unauthorized access to user data');
    const write = await save(ctx.app, bob, createPreferences({ titles: ['Hijacked'] }), alice.userId);
    expect(write.statusCode).toBe(403);
    const own = await ctx.app.inject({ method: 'GET', url: `/api/users/${alice.userId}/preferences`, headers: { cookie: alice.cookie } });
    expect(own.json().preferences.titles).toEqual(['Backend Engineer']);
    const anonymous = await ctx.app.inject({ method: 'GET', url: `/api/users/${alice.userId}/preferences` });
    expect(anonymous.statusCode).toBe(401);
  });
});
