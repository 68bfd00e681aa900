import { expect } from 'vitest';
import type { SignedIn } from './sign-in';
import { testOrigin, type TestContext } from './test-app';

/** Notes, a tag, a contact, an interview, a follow-up and a stage (of its own status) on one of the user's saved jobs, through the API. */
export async function fillApplication(ctx: TestContext, who: SignedIn, jobId: string) {
  const send = async (method: 'PATCH' | 'POST', path: string, payload: object) => {
    const response = await ctx.app.inject({
      method,
      url: `/api/applications/${jobId}${path}`,
      headers: { cookie: who.cookie, origin: testOrigin },
      payload,
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
  };
  const nextMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  await send('PATCH', '', { notes: 'Referred by Sam', tags: ['referral'] });
  await send('POST', '/contacts', { name: 'Grace Hopper', role: 'Recruiter' });
  await send('POST', '/interviews', { date: nextMonth, time: '10:00', place: 'Video call' });
  await send('POST', '/follow-ups', { dueOn: nextMonth, note: 'Ask about next steps' });
  const headers = { cookie: who.cookie, origin: testOrigin };
  const { job } = (await ctx.app.inject({ method: 'GET', url: `/api/applications/${jobId}`, headers })).json() as { job: { status: string } };
  const stage = await ctx.app.inject({ method: 'POST', url: '/api/application-stages', headers, payload: { status: job.status, name: 'Shortlist' } });
  expect(stage.statusCode, stage.body).toBe(201);
  const stageId = (stage.json() as { id: string }).id;
  const set = await ctx.app.inject({ method: 'PUT', url: `/api/applications/${jobId}/stage`, headers, payload: { stageId } });
  expect(set.statusCode, set.body).toBe(200);
}
