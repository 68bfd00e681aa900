import { resumeFixtures } from '@seeker/agents/testing';
import { editableProfileSchema, type EditableProfile, type ProfileFromResumeResponse, type UserProfile } from '@seeker/contract';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { App } from '../src/app';
import { user } from '../src/db/schema';
import { signInAsGuest, type SignedIn } from './support/sign-in';
import { uploadResume } from './support/upload-resume';
import { describeWithApp, testOrigin } from './support/test-app';
import { z } from 'zod/mini';

const example = (z.globalRegistry.get(editableProfileSchema)?.examples as EditableProfile[])[0]!;

const read = (app: App, who: SignedIn, userId = who.userId) =>
  app.inject({ method: 'GET', url: `/api/users/${userId}/profile`, headers: { cookie: who.cookie } });
const save = (app: App, who: SignedIn, body: unknown, userId = who.userId) =>
  app.inject({ method: 'PUT', url: `/api/users/${userId}/profile`, headers: { cookie: who.cookie, origin: testOrigin }, payload: body as object });

describeWithApp('profile', (ctx) => {
  it('saves every field of the Profile screen, the name with them, and reads them back', async () => {
    const maya = await signInAsGuest(ctx.app);
    const before = (await read(ctx.app, maya)).json() as UserProfile;
    expect(before).toMatchObject({ userId: maya.userId, title: '', skills: [], experience: [], education: [], links: [] });

    const saved = await save(ctx.app, maya, example);
    expect(saved.statusCode, saved.body).toBe(200);
    const after = (await read(ctx.app, maya)).json() as UserProfile;
    expect(after).toMatchObject(example);
    expect(saved.json()).toEqual(after);
    const session = await ctx.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie: maya.cookie } });
    expect((session.json() as { user: { name: string } }).user.name).toBe('Maya Patel');
  });

  it.each([
    ['a link that is not a web address', { links: [{ type: 'Site', url: 'javascript:alert(1)' }] }, 'links.0.url'],
    ['an end before the start', { experience: [{ ...example.experience[0]!, startDate: '2022-05', endDate: '2021-01' }] }, 'experience.0.endDate'],
    ['a month that is not one', { experience: [{ ...example.experience[0]!, startDate: '2022-13' }] }, 'experience.0.startDate'],
    ['a graduation year out of range', { education: [{ ...example.education[0]!, graduationYear: 1800 }] }, 'education.0.graduationYear'],
    ['a graduation year as text', { education: [{ ...example.education[0]!, graduationYear: '2019' }] }, 'education.0.graduationYear'],
    ['a repeated skill', { skills: ['React', 'react'] }, 'skills'],
    ['an empty name', { name: '  ' }, 'name'],
    ['NUL in the about text', { bio: 'Hi\u0000there' }, 'bio'],
    ['a field it does not know', { role: 'admin' }, ''],
  ])('refuses %s with a 400 naming the field, and keeps what was saved', async (_case, change, path) => {
    const maya = await signInAsGuest(ctx.app);
    expect((await save(ctx.app, maya, example)).statusCode).toBe(200);
    const response = await save(ctx.app, maya, { ...example, ...change });
    expect(response.statusCode).toBe(400);
    const body = response.json() as { error: { code: string; details?: { path: string }[] } };
    expect(body.error.code).toBe('VALIDATION_ERROR');
    if (path) expect(body.error.details?.map((detail) => detail.path)).toContain(path);
    expect((await read(ctx.app, maya)).json()).toMatchObject(example);
  });

  it('calls a guest "Guest", as the frame does, also one made when better-auth named guests "Anonymous"', async () => {
    const guest = await signInAsGuest(ctx.app);
    const read = async () =>
      (await ctx.app.inject({ method: 'GET', url: `/api/users/${guest.userId}/profile`, headers: { cookie: guest.cookie } })).json() as UserProfile;
    expect((await read()).name).toBe('Guest');
    await ctx.database.db.update(user).set({ name: 'Anonymous' }).where(eq(user.id, guest.userId));
    expect((await read()).name).toBe('Guest');
  });

  it('keeps each profile to its owner', async () => {
    const alice = await signInAsGuest(ctx.app);
    const bob = await signInAsGuest(ctx.app);
    await save(ctx.app, alice, example);
    expect((await read(ctx.app, bob, alice.userId)).statusCode).toBe(403);
    expect((await save(ctx.app, bob, { ...example, name: 'Mallory' }, alice.userId)).statusCode).toBe(403);
    expect(((await read(ctx.app, alice)).json() as UserProfile).name).toBe('Maya Patel');
    expect((await ctx.app.inject({ method: 'PUT', url: `/api/users/${alice.userId}/profile`, payload: example })).statusCode).toBe(401);
  });
});

describeWithApp('profile from a resume', (ctx) => {
  it('offers the newest resume’s skills, experience and education for review, saving nothing, and only to its owner', async () => {
    const maya = await signInAsGuest(ctx.app);
    const none = await ctx.app.inject({ method: 'GET', url: `/api/users/${maya.userId}/profile/from-resume`, headers: { cookie: maya.cookie } });
    expect(none.statusCode).toBe(404);
    expect((none.json() as { error: { message: string } }).error.message).toBe(
      'Upload a resume with readable text first, then fill your profile from it.',
    );

    const uploaded = await uploadResume(ctx.app, maya, 'maya.txt', Buffer.from(resumeFixtures.software.resume));
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const filled = await ctx.app.inject({ method: 'GET', url: `/api/users/${maya.userId}/profile/from-resume`, headers: { cookie: maya.cookie } });
    expect(filled.statusCode, filled.body).toBe(200);
    const body = filled.json() as ProfileFromResumeResponse;
    expect(body.resumeTitle).toBe('maya.txt');
    expect(body.experience.length).toBeGreaterThan(0);
    expect(body.skills.length).toBeGreaterThan(0);
    expect(editableProfileSchema.safeParse({ ...example, skills: body.skills, experience: body.experience, education: body.education }).success).toBe(
      true,
    );
    expect(((await read(ctx.app, maya)).json() as UserProfile).experience).toEqual([]);

    const bob = await signInAsGuest(ctx.app);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/users/${maya.userId}/profile/from-resume`, headers: { cookie: bob.cookie } })).statusCode,
    ).toBe(403);
  });
});
