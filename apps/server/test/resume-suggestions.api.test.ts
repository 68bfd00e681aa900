import fs from 'node:fs';
import { resumeSuggestionsSchema } from '@seeker/contract';
import { expect, it } from 'vitest';
import { multipart } from './support/multipart';
import { signInAsGuest, type SignedIn } from './support/sign-in';
import { describeWithApp } from './support/test-app';
import { uploadResume } from './support/upload-resume';

// Issue 69 item 6: the preferences wizard starts from the resume, read when it is chosen.
const resume = [
  'Dana Whitfield',
  'dana@example.com',
  'Austin, TX',
  '',
  'EXPERIENCE',
  'Warehouse Associate, Acme Logistics — Austin, TX',
  'Jan 2021 – Present',
  '- Picked and packed 300 orders a day',
  'Forklift Operator, Initech — Round Rock, TX',
  'Mar 2018 – Dec 2020',
  '- Loaded trucks safely',
  '',
  'SKILLS',
  'Forklift operation, Inventory control, Microsoft Excel',
].join('\n');

describeWithApp('what a resume offers the preferences wizard', (ctx) => {
  const suggest = (who: SignedIn, fileName: string, bytes: Buffer, userId = who.userId) => {
    const body = multipart([{ name: 'file', fileName, bytes }]);
    return ctx.app.inject({
      method: 'POST',
      url: `/api/users/${userId}/resumes/suggestions`,
      headers: { ...body.headers, cookie: who.cookie },
      payload: body.payload,
    });
  };
  const storedFiles = () => fs.readdirSync(ctx.filesDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;

  it('reads a chosen file for its roles, skills and places, and keeps nothing of it', async () => {
    const dana = await signInAsGuest(ctx.app);
    const before = storedFiles();
    const response = await suggest(dana, 'dana.txt', Buffer.from(resume));
    expect(response.statusCode, response.body).toBe(200);
    const suggestions = resumeSuggestionsSchema.parse(response.json());
    expect(suggestions.roles.slice(0, 2)).toEqual(['Warehouse Associate', 'Forklift Operator']);
    expect(suggestions.skills).toEqual(expect.arrayContaining(['Forklift operation', 'Microsoft Excel']));
    expect(suggestions.places[0]).toMatch(/^Austin/);
    expect(storedFiles()).toBe(before);
    const list = await ctx.app.inject({ method: 'GET', url: `/api/users/${dana.userId}/resumes`, headers: { cookie: dana.cookie } });
    expect(list.json()).toMatchObject({ resumes: [] });
  });

  it('refuses what an upload refuses, with the same words, and another user’s name', async () => {
    const dana = await signInAsGuest(ctx.app);
    const other = await signInAsGuest(ctx.app);
    expect((await suggest(dana, 'empty.pdf', Buffer.alloc(0))).statusCode).toBe(400);
    expect((await suggest(dana, 'cv.exe', Buffer.from('MZ\u0090\u0000binary'))).statusCode).toBe(415);
    expect([403, 404]).toContain((await suggest(dana, 'dana.txt', Buffer.from(resume), other.userId)).statusCode);
    const notMultipart = await ctx.app.inject({
      method: 'POST',
      url: `/api/users/${dana.userId}/resumes/suggestions`,
      headers: { cookie: dana.cookie, 'content-type': 'application/json' },
      payload: { file: resume },
    });
    expect(notMultipart.statusCode).toBe(415);
  });

  it('offers a resume on file what it offers chosen, to its owner only', async () => {
    const dana = await signInAsGuest(ctx.app);
    const other = await signInAsGuest(ctx.app);
    const uploaded = await uploadResume(ctx.app, dana, 'dana.txt', Buffer.from(resume));
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const url = `/api/resumes/${uploaded.json().id}/suggestions`;
    const own = await ctx.app.inject({ method: 'GET', url, headers: { cookie: dana.cookie } });
    expect(own.statusCode, own.body).toBe(200);
    expect(resumeSuggestionsSchema.parse(own.json()).roles.slice(0, 2)).toEqual(['Warehouse Associate', 'Forklift Operator']);
    // Another user's resume is refused as every resume route refuses it (find-owned-resume.ts).
    expect((await ctx.app.inject({ method: 'GET', url, headers: { cookie: other.cookie } })).statusCode).toBe(403);
  });
});
