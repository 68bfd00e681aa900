import { executePath, scheduleTaskResponseSchema, schedulerFailure, type ScheduleTaskRequest, type SchedulerFailure } from '@seeker/contract';
import { AppError } from '../../lib/app-error';
import { currentRequestId } from '../../lib/request-context';
import { cancelTask } from './cancel-task';
import { createTask, type SchedulerDeps } from './create-task';

export type ScheduleOutcome = { ok: true; taskId: string; nextRunAt: Date } | ({ ok: false } & SchedulerFailure);

/** How the app reaches the scheduler service (spec part 1 section 7), wherever it runs. */
export type SchedulerClient = {
  /** The URL tasks call; the scheduler accepts no other target. */
  targetUrl: string;
  schedule: (request: Omit<ScheduleTaskRequest, 'targetUrl'>) => Promise<ScheduleOutcome>;
  /** Any ok status is success; a failure is reported, and a task left behind fires into a check that skips it. */
  cancel: (taskId: string) => Promise<{ ok: boolean }>;
};

/** The scheduler in this process (the default): the same operations its routes call, without HTTP. */
export function inProcessScheduler(deps: SchedulerDeps, publicUrl: string): SchedulerClient {
  const targetUrl = `${publicUrl}${executePath}`;
  return {
    targetUrl,
    async schedule(request) {
      try {
        const task = await createTask(deps, { ...request, targetUrl });
        return { ok: true, taskId: task.taskId, nextRunAt: new Date(task.nextRunAt) };
      } catch (error) {
        if (error instanceof AppError) return { ok: false, ...schedulerFailure({ status: error.statusCode, error: error.message }) };
        return { ok: false, ...schedulerFailure({ status: 500 }) };
      }
    },
    async cancel(taskId) {
      await cancelTask(deps, taskId);
      return { ok: true };
    },
  };
}

const requestTimeoutMs = 10_000;

function withCurrentRequestId(): Record<string, string> {
  const requestId = currentRequestId();
  return requestId ? { 'x-request-id': requestId } : {};
}

function errorText(body: unknown): { error?: string; retryAfter?: number } {
  if (!body || typeof body !== 'object') return {};
  const { error, retry_after: retryAfter } = body as { error?: unknown; retry_after?: unknown };
  const message = typeof error === 'string' ? error : error && typeof error === 'object' && 'message' in error ? String(error.message) : undefined;
  return { ...(message ? { error: message.slice(0, 500) } : {}), ...(typeof retryAfter === 'number' ? { retryAfter } : {}) };
}

/** A scheduler elsewhere (SCHEDULER_URL), called with SCHEDULER_TOKEN; failures follow the spec's table. */
export function httpScheduler(baseUrl: string, token: string, fetchImpl: typeof fetch = fetch): SchedulerClient {
  const base = baseUrl.replace(/\/$/, '');
  const targetUrl = `${base}${executePath}`;
  const call = (path: string, init: RequestInit) =>
    fetchImpl(`${base}${path}`, {
      ...init,
      headers: {
        authorization: `Bearer ${token}`,
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        // The scheduler's log lines for this call carry the id of the request that made it.
        ...withCurrentRequestId(),
      },
      signal: AbortSignal.timeout(requestTimeoutMs),
      redirect: 'error',
    });
  return {
    targetUrl,
    async schedule(request) {
      let response: Response;
      try {
        response = await call('/api/v1/tasks/schedule', { method: 'POST', body: JSON.stringify({ ...request, targetUrl }) });
      } catch {
        return { ok: false, ...schedulerFailure('network') };
      }
      const body: unknown = await response.json().catch(() => undefined);
      if (response.ok) {
        const parsed = scheduleTaskResponseSchema.safeParse(body);
        if (parsed.success) return { ok: true, taskId: parsed.data.taskId, nextRunAt: new Date(parsed.data.nextRunAt) };
        return { ok: false, ...schedulerFailure({ status: 502, error: 'The scheduler answered without a task id and next run time.' }) };
      }
      return { ok: false, ...schedulerFailure({ status: response.status, statusText: response.statusText, ...errorText(body) }) };
    },
    async cancel(taskId) {
      try {
        const response = await call(`/api/v1/tasks/${encodeURIComponent(taskId)}`, { method: 'DELETE' });
        return { ok: response.ok || response.status === 404 };
      } catch {
        return { ok: false };
      }
    },
  };
}
