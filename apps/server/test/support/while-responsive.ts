import { expect } from 'vitest';
import type { App } from '../../src/app';

export type Responsiveness = { slowestMs: number; checks: number };

/**
 * Runs `work` while a second client asks /api/health/live every 25 ms, and says how long the slowest
 * answer took: whether heavy work (reading a document, drawing a PDF) stays off the request thread.
 * The liveness route answers from the event loop alone, so a busy shared database in a parallel test
 * run cannot slow it; /api/health would measure that database's queue too.
 */
export async function whileResponsive<T>(app: App, work: () => Promise<T>): Promise<{ result: T } & Responsiveness> {
  const times: number[] = [];
  let working = true;
  // A probe's failure is kept until the work is done, so it neither goes unhandled nor hides the work's own.
  let probeFailure: unknown;
  const prober = (async () => {
    while (working) {
      const started = performance.now();
      const live = await app.inject({ method: 'GET', url: '/api/health/live' });
      times.push(performance.now() - started);
      expect(live.statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  })().catch((error: unknown) => (probeFailure = error));
  let result: T;
  try {
    result = await work();
  } finally {
    working = false;
    await prober;
  }
  if (probeFailure !== undefined) throw probeFailure;
  return { result, slowestMs: Math.round(Math.max(0, ...times)), checks: times.length };
}
