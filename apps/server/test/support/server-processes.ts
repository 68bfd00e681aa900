import crypto from 'node:crypto';
import type { Preferences, ScheduledSearch } from '@seeker/contract';
import pg from 'pg';
import type { RunningServer } from '../../../web/e2e/support/server';
import { searchPreferences } from '../fixtures/search-jobs';

/**
 * Helpers of the suites that drive real server processes over HTTP (the `processes` project): a
 * browser-like caller, polling on a real clock, and a PostgreSQL database of the file's own.
 */

/** Where a request goes, and the page origin it claims (by default the same: a browser on that server). */
export type Endpoint = { url: string; origin?: string };
export type Caller = { cookie: string; userId: string };

const originOf = (endpoint: Endpoint) => endpoint.origin ?? endpoint.url;

/** The cookie header a browser would send back after a response's Set-Cookie lines. */
export function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
}

/** POSTs to a better-auth endpoint as a page on the endpoint's origin and returns the signed-in caller. */
export async function authPost(endpoint: Endpoint, path: string, body: object, cookie?: string): Promise<Caller> {
  const response = await fetch(`${endpoint.url}/api/auth${path}`, {
    method: 'POST',
    headers: { origin: originOf(endpoint), 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST /api/auth${path}: ${response.status} ${await response.text()}`);
  const json = (await response.json()) as { user: { id: string } };
  return { cookie: cookieOf(response), userId: json.user.id };
}

export const signInAsGuest = (endpoint: Endpoint) => authPost(endpoint, '/sign-in/anonymous', {});

/** A request as the signed-in caller; anything but 2xx throws with the status and body. */
export async function api(endpoint: Endpoint, who: Caller, method: string, url: string, body?: object): Promise<unknown> {
  const response = await fetch(`${endpoint.url}${url}`, {
    method,
    headers: { cookie: who.cookie, origin: originOf(endpoint), ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? undefined : response.json();
}

/** The caller's one scheduled search, as the Scheduled Searches screen reads it. */
export const scheduleOf = async (endpoint: Endpoint, who: Caller) =>
  ((await api(endpoint, who, 'GET', `/api/users/${who.userId}/scheduled-searches`)) as { scheduledSearches: ScheduledSearch[] })
    .scheduledSearches[0]!;

/** Preferences that search Acme's Greenhouse board on a Custom "* * * * *" schedule (UTC, no notifications unless given). */
export function everyMinute(schedule: Partial<Preferences['searchSchedule']> = {}): Preferences {
  return {
    ...searchPreferences({ companies: ['greenhouse:acmerobotics'] }),
    searchSchedule: {
      enabled: true,
      frequency: 'Custom',
      customSchedule: '* * * * *',
      notificationType: 'None',
      quietHours: { start: '22:00', end: '08:00' },
      timezone: 'UTC',
      ...schedule,
    },
  };
}

/** Polls `probe` every half second until it gives a value (a throw counts as not yet). */
export async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`timed out waiting for ${what}`);
}

export type ScratchDatabase = { url: string; drop: () => Promise<void> };

/**
 * A new, empty PostgreSQL database beside TEST_DATABASE_URL under a random name, so a file's processes
 * share nothing with any other suite; `drop` removes it, closing whatever connections are left.
 */
export async function createScratchDatabase(prefix: string): Promise<ScratchDatabase> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const name = `${prefix}_${crypto.randomBytes(6).toString('hex')}`;
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** Every process's output under its name, the last `maxChars` of each: what a failing test prints. */
export function processOutputs(servers: Record<string, RunningServer | undefined>, maxChars = 6_000): string {
  return Object.entries(servers)
    .filter((entry): entry is [string, RunningServer] => entry[1] !== undefined)
    .map(([name, server]) => {
      const output = server.output();
      const state = server.process.exitCode === null ? (server.process.signalCode ?? 'running') : `exited ${server.process.exitCode}`;
      return `----- ${name} (pid ${server.process.pid}, ${state}) -----\n${output.length > maxChars ? `…${output.slice(-maxChars)}` : output}`;
    })
    .join('\n');
}
