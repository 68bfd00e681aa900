import crypto from 'node:crypto';
import { strFromU8, unzipSync } from 'fflate';
import { expect, it } from 'vitest';
import { exportLimit, exportLimitMessages } from '../src/modules/settings/export-limit';
import { exportChunkChars } from '../src/modules/settings/write-export-zip';
import { exportOf, headers, type ExportJson } from './support/account-data';
import { signInAsGuest, type SignedIn } from './support/sign-in';
import { describeWithApp, type TestContext } from './support/test-app';

/** `count` jobs typed in by hand, each with a description of `chars` characters that hardly deflates (random base64). */
async function typeInJobs(ctx: TestContext, who: SignedIn, count: number, chars = 50_000) {
  for (let index = 0; index < count; index++) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/jobs/typed-in',
      headers: headers(who),
      payload: {
        url: `https://careers.example.com/jobs/${index}`,
        title: `Engineer ${index}`,
        company: 'Example Robotics',
        description: crypto.randomBytes(chars).toString('base64').slice(0, chars),
      },
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(201);
  }
}

const exportRequest = (who: SignedIn) => ({ method: 'GET' as const, url: `/api/users/${who.userId}/export`, headers: { cookie: who.cookie } });

describeWithApp('export limits', (ctx) => {
  it(`refuses a user's ${exportLimit.count + 1}th export within an hour with 429 and when to try again, and leaves others alone`, async () => {
    const maya = await signInAsGuest(ctx.app);
    const bob = await signInAsGuest(ctx.app);
    const firstAt = Date.now();
    await exportOf(ctx, maya);
    const firstDoneAt = Date.now();
    for (let turn = 1; turn < exportLimit.count; turn++) await exportOf(ctx, maya);

    const refused = await ctx.app.inject(exportRequest(maya));
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toContain('application/json');
    const { error } = refused.json() as { error: { code: string; message: string } };
    expect(error.code).toBe('RATE_LIMITED');
    // An hour after the first export started, on the guest's clock (UTC: no zone saved), the minute rounded up.
    const [, time, minutes] =
      /^You have exported your data 3 times in the last hour, the most Seeker makes for one person\. Try again after (\d\d:\d\d) UTC(?: tomorrow)? \(in (\d+) minutes\)\.$/.exec(
        error.message,
      ) ?? [];
    const shown = (at: number) => new Date(Math.ceil((at + exportLimit.windowMs) / 60_000) * 60_000).toISOString().slice(11, 16);
    expect([shown(firstAt), shown(firstDoneAt)], error.message).toContain(time);
    expect(['59', '60'], error.message).toContain(minutes);

    const bobsExport = await exportOf(ctx, bob);
    expect(bobsExport.json.account.id).toBe(bob.userId);
  });

  it('refuses a second export of a user while the first is still being sent, and allows one once it is over', async () => {
    const maya = await signInAsGuest(ctx.app);
    // More than the streams between the archive and the client hold, so the first stays open until it is read.
    await typeInJobs(ctx, maya, 4);
    const first = await ctx.app.inject({ ...exportRequest(maya), payloadAsStream: true });
    expect(first.statusCode).toBe(200);

    const second = await ctx.app.inject(exportRequest(maya));
    expect(second.statusCode).toBe(429);
    expect(second.json()).toEqual({ error: { code: 'RATE_LIMITED', message: exportLimitMessages.running } });
    const bob = await signInAsGuest(ctx.app);
    expect((await ctx.app.inject(exportRequest(bob))).statusCode).toBe(200);

    const chunks: Buffer[] = [];
    for await (const chunk of first.stream()) chunks.push(chunk as Buffer);
    const entries = unzipSync(Buffer.concat(chunks));
    expect((JSON.parse(strFromU8(entries['seeker-export.json']!)) as ExportJson).jobListings).toHaveLength(4);
    await new Promise((resolve) => setImmediate(resolve));
    await exportOf(ctx, maya);
  });

  it('keeps answering other requests while a large export is made: /api/health/live before the export is done', async () => {
    const maya = await signInAsGuest(ctx.app);
    // 10 jobs of 50,000 characters (a minute's typed-in jobs): over 500 KB of JSON, deflated a chunk at a time with a turn of the event loop after each.
    await typeInJobs(ctx, maya, 10);
    const order: string[] = [];
    const exported = ctx.app.inject(exportRequest(maya)).then((response) => {
      order.push('export');
      return response;
    });
    // Once the export has started (its first reads are on their way), another client asks whether the server lives.
    await new Promise((resolve) => setImmediate(resolve));
    const live = await ctx.app.inject({ method: 'GET', url: '/api/health/live' });
    order.push('live');
    expect(live.statusCode).toBe(200);
    const response = await exported;
    expect(response.statusCode).toBe(200);
    expect(order).toEqual(['live', 'export']);
    const json = JSON.parse(strFromU8(unzipSync(response.rawPayload)['seeker-export.json']!)) as ExportJson;
    expect(json.jobListings).toHaveLength(10);
    // The JSON was far more than one step's worth.
    expect(strFromU8(unzipSync(response.rawPayload)['seeker-export.json']!).length).toBeGreaterThan(5 * exportChunkChars);
  });
});
