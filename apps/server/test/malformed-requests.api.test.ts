import { Writable } from 'node:stream';
import { pino } from 'pino';
import { defaultPreferences } from '@seeker/contract';
import { expect, it } from 'vitest';
import { jobPreferences } from '../src/db/schema';
import { signInAsGuest, type SignedIn } from './support/sign-in';
import { createTestApp, describeWithApp, testOrigin } from './support/test-app';
import { uploadResume } from './support/upload-resume';

type Case = {
  name: string;
  method: 'GET' | 'PUT' | 'POST' | 'DELETE';
  url: (user: SignedIn) => string;
  headers?: Record<string, string>;
  payload?: string;
};

const json = { 'content-type': 'application/json' };
const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const preferencesWith = (patch: object) => JSON.stringify({ ...defaultPreferences('UTC'), ...patch });

/** Every request the attack report saw answer 500. */
const reported: Case[] = [
  {
    name: 'multipart with a garbage body',
    method: 'POST',
    url: (u) => `/api/users/${u.userId}/resumes`,
    headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
    payload: 'garbage',
  },
  {
    name: 'multipart without a boundary',
    method: 'POST',
    url: (u) => `/api/users/${u.userId}/resumes`,
    headers: { 'content-type': 'multipart/form-data' },
    payload: '--x\r\n',
  },
  {
    name: 'multipart with a 300-character boundary',
    method: 'POST',
    url: (u) => `/api/users/${u.userId}/resumes`,
    headers: { 'content-type': `multipart/form-data; boundary=${'b'.repeat(300)}` },
    payload: `--${'b'.repeat(300)}\r\n`,
  },
  { name: 'NUL in a resume id (file)', method: 'GET', url: () => '/api/resumes/%00/file' },
  { name: 'NUL in a resume id (delete)', method: 'DELETE', url: () => '/api/resumes/%00' },
  { name: 'NUL in a file token', method: 'GET', url: () => '/api/files/%00' },
  { name: 'NUL in a user id', method: 'GET', url: () => '/api/users/%00/preferences' },
  {
    name: 'NUL in a preferences tag',
    method: 'PUT',
    url: (u) => `/api/users/${u.userId}/preferences`,
    headers: json,
    payload: preferencesWith({ titles: ['Engineer\u0000'] }),
  },
  {
    name: 'lone surrogate in preferences "other"',
    method: 'PUT',
    url: (u) => `/api/users/${u.userId}/preferences`,
    headers: json,
    payload: preferencesWith({ other: 'x\ud800' }),
  },
  {
    name: 'NUL in an agent run message',
    method: 'POST',
    url: () => '/api/agents/run',
    headers: json,
    payload: JSON.stringify({ message: 'a\u0000', context: { user_id: 'x' }, session_id: 's' }),
  },
  { name: 'JSON 5,000 deep to sign-in', method: 'POST', url: () => '/api/auth/sign-in/email', headers: json, payload: nested(5000) },
  { name: 'JSON 5,000 deep to preferences', method: 'PUT', url: (u) => `/api/users/${u.userId}/preferences`, headers: json, payload: nested(5000) },
  {
    name: 'NUL in a sign-up name',
    method: 'POST',
    url: () => '/api/auth/sign-up/email',
    headers: json,
    payload: JSON.stringify({ email: 'nul@example.test', password: 'long enough pw', name: 'a\u0000' }),
  },
];

describeWithApp('malformed requests', (ctx) => {
  it.each(reported)('$name answers 4xx in our error shape and changes nothing', async ({ method, url, headers, payload }) => {
    const guest = await signInAsGuest(ctx.app);
    const before = await ctx.database.executeSql(
      'select (select count(*) from "user") as users, (select count(*) from job_preferences) as preferences, (select count(*) from resumes) as resumes, (select count(*) from agent_runs) as runs',
    );
    const response = await ctx.app.inject({ method, url: url(guest), headers: { cookie: guest.cookie, origin: testOrigin, ...headers }, payload });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
    const after = await ctx.database.executeSql(
      'select (select count(*) from "user") as users, (select count(*) from job_preferences) as preferences, (select count(*) from resumes) as resumes, (select count(*) from agent_runs) as runs',
    );
    expect(after.rows).toEqual(before.rows);
  });

  it('says that a "__proto__" key is refused, not that valid JSON is invalid, and changes nothing', async () => {
    const guest = await signInAsGuest(ctx.app);
    const headers = { cookie: guest.cookie, origin: testOrigin, ...json };
    for (const payload of ['{"__proto__":{"polluted":true},"titles":["x"]}', '{"constructor":{"prototype":{"polluted":true}}}']) {
      const response = await ctx.app.inject({ method: 'PUT', url: `/api/users/${guest.userId}/preferences`, headers, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('Request body has a "__proto__" or "constructor.prototype" key, which is refused');
    }
    const broken = await ctx.app.inject({ method: 'PUT', url: `/api/users/${guest.userId}/preferences`, headers, payload: '{"titles":' });
    expect(broken.json().error.message).toBe('Request body is not valid JSON');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('names each refused field in details, so the web can show it where it belongs', async () => {
    const guest = await signInAsGuest(ctx.app);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${guest.userId}/preferences`,
      headers: { cookie: guest.cookie, origin: testOrigin, ...json },
      payload: preferencesWith({
        searchSchedule: { ...defaultPreferences('UTC').searchSchedule, frequency: 'Custom', customSchedule: '0 25 * * *' },
        jobType: 'Gig',
      }),
    });
    expect(response.statusCode).toBe(400);
    const { details } = response.json().error as { details: { path: string; message: string }[] };
    expect(details.map((detail) => detail.path).sort()).toEqual(['jobType', 'searchSchedule.customSchedule']);
    expect(details.find((detail) => detail.path === 'searchSchedule.customSchedule')?.message).toBe(
      'Invalid cron expression: hour "25" must be between 0 and 23',
    );
  });
});

describeWithApp('upload metadata', (ctx) => {
  it('names each refused metadata field in details, like a JSON body', async () => {
    const guest = await signInAsGuest(ctx.app);
    const response = await uploadResume(ctx.app, guest, 'cv.txt', Buffer.from('Jane'), { title: 'x'.repeat(300), keywords: {} });
    expect(response.statusCode).toBe(400);
    const error = response.json().error as { message: string; details: { path: string }[] };
    expect(error.message).toMatch(/^Invalid metadata title: /);
    expect(error.details.map((detail) => detail.path)).toEqual(['title', 'keywords']);
  });
});

describeWithApp('error logs', (ctx) => {
  it('carry the request id, route and error of a 500, never the body or user data', async () => {
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk, _encoding, done) => void (lines.push(String(chunk)), done()) });
    const app = await createTestApp(ctx.database, { logger: pino({ level: 'error' }, stream) });
    try {
      const guest = await signInAsGuest(app);
      // A database failure mid-save: Drizzle's error message holds the whole SQL and its parameters.
      await ctx.database.executeSql('alter table job_preferences rename to job_preferences_gone');
      const canary = 'Canary Title 7f3a';
      const response = await app.inject({
        method: 'PUT',
        url: `/api/users/${guest.userId}/preferences`,
        headers: { cookie: guest.cookie, origin: testOrigin, ...json },
        payload: preferencesWith({ titles: [canary] }),
      });
      expect(response.statusCode).toBe(500);
      expect(response.json().error.message).toBe('Something went wrong on our side. Please try again.');
      const logged = lines.join('');
      expect(logged).toContain('"route":"/api/users/:userId/preferences"');
      expect(logged).toContain('"type":"DatabaseQueryError"');
      expect(logged).toMatch(/"reqId":"[^"]+"/);
      expect(logged).toContain('job_preferences');
      expect(logged).not.toContain(canary);
      expect(logged).not.toContain(guest.userId);
      expect(logged).not.toContain('insert into');
      expect(logged).not.toContain('"type":"Object"');
    } finally {
      await ctx.database.executeSql('alter table job_preferences_gone rename to job_preferences');
      await app.close();
    }
    expect(await ctx.database.db.select().from(jobPreferences)).toEqual([]);
  });
});

describeWithApp("better-auth's log lines", (ctx) => {
  it('are single JSON lines through our logger: a newline in a client value cannot forge a line, and long values are cut', async () => {
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk, _encoding, done) => void (lines.push(...String(chunk).split('\n').filter(Boolean)), done()) });
    const app = await createTestApp(ctx.database, { logger: pino({ level: 'debug' }, stream) });
    try {
      const guest = await signInAsGuest(app);
      const forged = '{"level":50,"msg":"forged admin login"}';
      for (const callbackURL of [`x\n${forged}`, `https://evil.example/?q=${'a'.repeat(5000)}`]) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/auth/link-social',
          headers: { cookie: guest.cookie, origin: testOrigin, ...json },
          payload: JSON.stringify({ provider: 'google', callbackURL }),
        });
        expect(response.statusCode).toBeLessThan(500);
      }
      const fromAuth = lines.map((line) => JSON.parse(line) as { source?: string; msg?: string }).filter((entry) => entry.source === 'better-auth');
      expect(fromAuth.length).toBeGreaterThan(0);
      expect(lines.every((line) => !line.startsWith('{"level":50,"msg":"forged'))).toBe(true);
      expect(Math.max(...fromAuth.map((entry) => entry.msg?.length ?? 0))).toBeLessThanOrEqual(201);
    } finally {
      await app.close();
    }
  });
});
