import { describe, expect, it } from 'vitest';
import { withRequestId } from '../../lib/request-context';
import { httpScheduler } from './scheduler-client';
import { slotJobId } from './task-queue';

const request = { scheduleId: 's-1', schedule: { frequency: 'Daily' as const, customSchedule: '09:00', timezone: 'UTC' } };

function answering(status: number, body: unknown, statusText = '') {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(body === undefined ? null : JSON.stringify(body), { status, statusText });
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

describe('httpScheduler', () => {
  it('posts the spec’s body with the token and reads taskId and nextRunAt', async () => {
    const { calls, fetchImpl } = answering(200, { taskId: 'task-1', nextRunAt: '2026-11-23T09:00:00.000Z' });
    const outcome = await httpScheduler('http://scheduler.test/', 'token-123', fetchImpl).schedule(request);
    expect(outcome).toEqual({ ok: true, taskId: 'task-1', nextRunAt: new Date('2026-11-23T09:00:00.000Z') });
    expect(calls[0]!.url).toBe('http://scheduler.test/api/v1/tasks/schedule');
    expect((calls[0]!.init.headers as Record<string, string>).authorization).toBe('Bearer token-123');
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual({ ...request, targetUrl: 'http://scheduler.test/api/v1/scheduled-search/execute' });
  });

  it('sends the id of the request it runs for, so the scheduler’s log lines carry it', async () => {
    const { calls, fetchImpl } = answering(200, { taskId: 'task-1', nextRunAt: '2026-11-23T09:00:00.000Z' });
    const scheduler = httpScheduler('http://scheduler.test', 'token-123', fetchImpl);
    await withRequestId('req-42', () => scheduler.schedule(request));
    await scheduler.cancel('task-1');
    expect((calls[0]!.init.headers as Record<string, string>)['x-request-id']).toBe('req-42');
    expect(calls[1]!.init.headers as Record<string, string>).not.toHaveProperty('x-request-id');
  });

  it('maps failures as the spec’s table and CLARIFICATIONS.md say', async () => {
    const outcome = async (status: number, body: unknown, statusText = '') =>
      httpScheduler('http://s.test', 't', answering(status, body, statusText).fetchImpl).schedule(request);
    expect(await outcome(503, { error: { code: 'UNAVAILABLE', message: 'x' }, retry_after: 120 })).toEqual({
      ok: false,
      error: 'Cloud Task queue is initializing. Please try again in a few minutes.',
      retryAfter: 120,
    });
    expect(await outcome(500, undefined)).toEqual({ ok: false, error: 'Server error occurred. Please try again.', retryAfter: 60 });
    expect(await outcome(400, { error: 'Invalid schedule' })).toEqual({ ok: false, error: 'Invalid schedule', retryAfter: 60 });
    expect(await outcome(404, undefined, 'Not Found')).toEqual({ ok: false, error: 'Not Found', retryAfter: 60 });
    const network = await httpScheduler('http://s.test', 't', (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch).schedule(request);
    expect(network).toMatchObject({ ok: false, retryAfter: 30 });
  });

  it('treats any ok status, and a task already gone, as cancelled', async () => {
    expect(await httpScheduler('http://s.test', 't', answering(204, undefined).fetchImpl).cancel('task-1')).toEqual({ ok: true });
    expect(await httpScheduler('http://s.test', 't', answering(404, undefined).fetchImpl).cancel('task-1')).toEqual({ ok: true });
    expect(await httpScheduler('http://s.test', 't', answering(500, undefined).fetchImpl).cancel('task-1')).toEqual({ ok: false });
  });
});

describe('slotJobId', () => {
  it('is one UUID per task and slot', () => {
    const slot = new Date('2026-11-23T09:00:00Z');
    expect(slotJobId('task-1', slot)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(slotJobId('task-1', slot)).toBe(slotJobId('task-1', new Date(slot)));
    expect(slotJobId('task-1', slot)).not.toBe(slotJobId('task-2', slot));
    expect(slotJobId('task-1', slot)).not.toBe(slotJobId('task-1', new Date('2026-11-23T09:01:00Z')));
  });
});
