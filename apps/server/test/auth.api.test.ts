import { eq } from 'drizzle-orm';
import { defaultPreferences } from '@seeker/contract';
import { expect, it } from 'vitest';
import { resumes, user, userProfiles } from '../src/db/schema';
import { userQuotas } from '../src/modules/quotas';
import { createResumeRows } from './support/resume-rows';
import { authPost, createCredentials, signInAsGuest, signInWithEmail, signUpWithEmail } from './support/sign-in';
import { describeWithApp, testOrigin } from './support/test-app';
import { uploadResume } from './support/upload-resume';

describeWithApp('sign-in', (ctx) => {
  it('signs a guest in with an HttpOnly, SameSite session cookie', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/anonymous',
      headers: { origin: testOrigin, 'content-type': 'application/json' },
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    const cookies = [response.headers['set-cookie']].flat().join('\n');
    expect(cookies).toMatch(/seeker\.session_token=/);
    expect(cookies).toMatch(/HttpOnly/i);
    expect(cookies).toMatch(/SameSite=Lax/i);
    expect(response.json().user.isAnonymous).toBe(true);
  });

  it('creates the user document with the spec defaults on first sign-in', async () => {
    const guest = await signInAsGuest(ctx.app);
    const response = await ctx.app.inject({ method: 'GET', url: `/api/users/${guest.userId}/profile`, headers: { cookie: guest.cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      userId: guest.userId,
      name: 'Guest',
      role: '',
      title: '',
      location: '',
      bio: '',
      avatar: null,
      connections: 0,
      applications: 0,
      interviews: 0,
      skills: [],
      experience: [],
      education: [],
      links: [],
    });
  });

  it('starts the avatar from the sign-in photo', async () => {
    const account = await signUpWithEmail(ctx.app, { ...createCredentials(), image: 'https://images.example.test/ada.png' } as never);
    const response = await ctx.app.inject({ method: 'GET', url: `/api/users/${account.userId}/profile`, headers: { cookie: account.cookie } });
    expect(response.json().avatar).toBe('https://images.example.test/ada.png');
  });

  it('signs up and signs in with email and password, and refuses a wrong password', async () => {
    const credentials = createCredentials();
    const created = await signUpWithEmail(ctx.app, credentials);
    const ok = await signInWithEmail(ctx.app, credentials);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.id).toBe(created.userId);
    const wrong = await signInWithEmail(ctx.app, { email: credentials.email, password: 'not the password' });
    expect(wrong.statusCode).toBe(401);
  });

  it('lets a guest add email + password and keep their data', async () => {
    const guest = await signInAsGuest(ctx.app);
    await ctx.database.db.update(userProfiles).set({ bio: 'Looking for staff roles' }).where(eq(userProfiles.userId, guest.userId));

    const credentials = createCredentials();
    const account = await signUpWithEmail(ctx.app, credentials, guest.cookie);

    const [profile] = await ctx.database.db.select().from(userProfiles).where(eq(userProfiles.userId, account.userId));
    expect(profile?.bio).toBe('Looking for staff roles');
    const guestRows = await ctx.database.db.select().from(user).where(eq(user.id, guest.userId));
    expect(guestRows).toEqual([]);

    const again = await signInWithEmail(ctx.app, credentials);
    const signedIn = again.json().user.id as string;
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${signedIn}/profile`,
      headers: {
        cookie: [again.headers['set-cookie']]
          .flat()
          .map((c) => String(c).split(';')[0])
          .join('; '),
      },
    });
    expect(read.json().bio).toBe('Looking for staff roles');
  });

  it('brings a guest library whole into an account, even past the upload cap, and then refuses uploads until under it', async () => {
    const credentials = createCredentials();
    const account = await signUpWithEmail(ctx.app, credentials);
    await ctx.database.db.insert(resumes).values(createResumeRows(account.userId, userQuotas.account.resumes - 1));
    const guest = await signInAsGuest(ctx.app);
    await ctx.database.db.insert(resumes).values(createResumeRows(guest.userId, 3));
    const signedIn = await authPost(ctx.app, '/sign-in/email', credentials, guest.cookie);
    expect(signedIn.statusCode).toBe(200);
    // Nothing the guest made is dropped: trimming would delete a person's files without asking.
    const owned = await ctx.database.db.select({ id: resumes.id }).from(resumes).where(eq(resumes.userId, account.userId));
    expect(owned).toHaveLength(userQuotas.account.resumes + 2);
    const cookie = [signedIn.headers['set-cookie']]
      .flat()
      .map((c) => String(c).split(';')[0])
      .join('; ');
    const upload = await uploadResume(ctx.app, { cookie, userId: account.userId }, 'one-more.txt', Buffer.from('x'));
    expect(upload.statusCode).toBe(409);
  });

  it("moves a guest's preferences and resumes to the account they create", async () => {
    const guest = await signInAsGuest(ctx.app);
    // The pay in full, as the wizard sends it: what is sent is what is read back.
    const preferences = {
      ...defaultPreferences('UTC'),
      titles: ['Data Engineer'],
      salaryRange: { min: 0, max: 200_000, currency: 'USD', period: 'year' },
    };
    await ctx.app.inject({ method: 'PUT', url: `/api/users/${guest.userId}/preferences`, headers: { cookie: guest.cookie }, payload: preferences });
    const uploaded = await uploadResume(ctx.app, guest, 'cv.txt', Buffer.from('Guest resume'));
    expect(uploaded.statusCode).toBe(201);

    const account = await signUpWithEmail(ctx.app, createCredentials(), guest.cookie);
    const prefs = await ctx.app.inject({ method: 'GET', url: `/api/users/${account.userId}/preferences`, headers: { cookie: account.cookie } });
    expect(prefs.json()).toEqual({ saved: true, preferences });
    const list = await ctx.app.inject({ method: 'GET', url: `/api/users/${account.userId}/resumes`, headers: { cookie: account.cookie } });
    expect(list.json().resumes.map((r: { id: string }) => r.id)).toEqual([uploaded.json().id]);
    const file = await ctx.app.inject({ method: 'GET', url: uploaded.json().fileUrl, headers: { cookie: account.cookie } });
    expect(file.body).toBe('Guest resume');
  });

  it("keeps an existing account's profile and preferences when a guest signs in to it, moving only the guest's resumes", async () => {
    const credentials = createCredentials();
    const account = await signUpWithEmail(ctx.app, credentials);
    const accountPrefs = {
      ...defaultPreferences('UTC'),
      titles: ['Account title'],
      salaryRange: { min: 0, max: 200_000, currency: 'USD', period: 'year' },
    };
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${account.userId}/preferences`,
      headers: { cookie: account.cookie },
      payload: accountPrefs,
    });
    await ctx.database.db.update(userProfiles).set({ bio: 'Account bio' }).where(eq(userProfiles.userId, account.userId));

    const guest = await signInAsGuest(ctx.app);
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${guest.userId}/preferences`,
      headers: { cookie: guest.cookie },
      payload: { ...accountPrefs, titles: ['Guest title'] },
    });
    await ctx.database.db.update(userProfiles).set({ bio: 'Guest bio' }).where(eq(userProfiles.userId, guest.userId));
    const uploaded = await uploadResume(ctx.app, guest, 'guest.txt', Buffer.from('Guest resume'));

    const signedIn = await authPost(ctx.app, '/sign-in/email', credentials, guest.cookie);
    expect(signedIn.statusCode).toBe(200);
    const cookie = [signedIn.headers['set-cookie']]
      .flat()
      .map((c) => String(c).split(';')[0])
      .join('; ');
    const prefs = await ctx.app.inject({ method: 'GET', url: `/api/users/${account.userId}/preferences`, headers: { cookie } });
    expect(prefs.json().preferences.titles).toEqual(['Account title']);
    const [profile] = await ctx.database.db.select().from(userProfiles).where(eq(userProfiles.userId, account.userId));
    expect(profile?.bio).toBe('Account bio');
    const list = await ctx.app.inject({ method: 'GET', url: `/api/users/${account.userId}/resumes`, headers: { cookie } });
    expect(list.json().resumes.map((r: { id: string }) => r.id)).toEqual([uploaded.json().id]);
  });

  it('refuses a null or empty name on update-user and sign-up with a 400 naming the field, changing nothing', async () => {
    const guest = await signInAsGuest(ctx.app);
    const nullName = await authPost(ctx.app, '/update-user', { name: null }, guest.cookie);
    expect(nullName.statusCode).toBe(400);
    expect(nullName.json().error.details).toEqual([{ path: 'name', message: expect.any(String) }]);
    const [row] = await ctx.database.db.select({ name: user.name }).from(user).where(eq(user.id, guest.userId));
    expect(row?.name).toBe('Guest');
    const renamed = await authPost(ctx.app, '/update-user', { name: 'Zoë' }, guest.cookie);
    expect(renamed.statusCode).toBe(200);
    const emptyName = await authPost(ctx.app, '/sign-up/email', { ...createCredentials(), name: '   ' });
    expect(emptyName.statusCode).toBe(400);
  });

  it('signs out: the old cookie no longer opens user data', async () => {
    const guest = await signInAsGuest(ctx.app);
    const out = await authPost(ctx.app, '/sign-out', {}, guest.cookie);
    expect(out.statusCode).toBe(200);
    const read = await ctx.app.inject({ method: 'GET', url: `/api/users/${guest.userId}/profile`, headers: { cookie: guest.cookie } });
    expect(read.statusCode).toBe(401);
  });

  it('offers no Google or OIDC sign-in unless configured', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/auth-providers' });
    expect(response.json()).toEqual({ google: false, oidc: false });
  });
});

describeWithApp(
  'sign-in with providers configured',
  (ctx) => {
    it('offers Google and OIDC sign-in', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/auth-providers' });
      expect(response.json()).toEqual({ google: true, oidc: true });
    });
  },
  {
    google: { clientId: 'google-id', clientSecret: 'google-secret' },
    oidc: { issuer: 'http://127.0.0.1:9/issuer', clientId: 'oidc-id', clientSecret: 'oidc-secret' },
  },
);

describeWithApp(
  'sign-in rate limit',
  (ctx) => {
    const guestSignIn = (remoteAddress: string, headers: Record<string, string> = {}) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/anonymous',
        remoteAddress,
        headers: { origin: testOrigin, 'content-type': 'application/json', ...headers },
        payload: {},
      });

    it('limits sign-ins per client address, which a client cannot spoof', async () => {
      // better-auth keeps its counters per process, so each engine's run uses its own addresses.
      const net = ctx.target === 'pglite' ? '10.0.1' : '10.0.2';
      for (let i = 0; i < 3; i++) expect((await guestSignIn(`${net}.1`)).statusCode).toBe(200);
      expect((await guestSignIn(`${net}.1`)).statusCode).toBe(429);
      expect((await guestSignIn(`${net}.1`, { 'x-seeker-client-ip': '10.9.9.9', 'x-forwarded-for': '10.9.9.8' })).statusCode).toBe(429);
      expect((await guestSignIn(`${net}.2`)).statusCode).toBe(200);
    });
  },
  { authRateLimit: true },
);
