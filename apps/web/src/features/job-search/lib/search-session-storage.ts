import { runIdOfSearchSession, searchSessionIdFor } from '@seeker/contract';

/**
 * Spec part 2 section 7 browser storage: `active-session-id`, `session-{id}` and `session-started-{id}`
 * in session storage, so Job Listings keeps its search across navigation and reloads (CLARIFICATIONS).
 * A session id is `session-{runId}`: the server names the saved search after the run that made it.
 */
export const sessionStorageKeys = {
  active: 'active-session-id',
  session: (sessionId: string) => `session-${sessionId}`,
  started: (sessionId: string) => `session-started-${sessionId}`,
};

export type ActiveSearch = { sessionId: string; runId: string; started: boolean };
type StoredSession = { userId: string; runId?: string; startedAt?: string };

// Storage can be refused (private modes, quotas); the screen then works for this page view only.
function read(key: string) {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    // See above.
  }
}

function toSearch(sessionId: string): ActiveSearch {
  return { sessionId, runId: runIdOfSearchSession(sessionId), started: read(sessionStorageKeys.started(sessionId)) === 'true' };
}

// The ids runs get: a UUID from this screen, `sched-…` from a scheduled search (whose notification links here).
const sessionIdPattern = /^session-[A-Za-z0-9_-]{1,56}$/;

function ownerOf(sessionId: string): string | undefined {
  try {
    return (JSON.parse(read(sessionStorageKeys.session(sessionId)) ?? 'null') as StoredSession | null)?.userId;
  } catch {
    return undefined;
  }
}

/**
 * The search this tab is on, when it is this user's; otherwise a fresh, not yet started one (first
 * visit, or someone else signed in on this tab before).
 */
export function readActiveSearch(userId: string): ActiveSearch {
  const stored = read(sessionStorageKeys.active);
  if (stored && sessionIdPattern.test(stored) && ownerOf(stored) === userId) return toSearch(stored);
  return freshSearch(userId);
}

/** A new session id of this user, not started (Clear All, or the first visit). */
export function freshSearch(userId: string): ActiveSearch {
  const sessionId = searchSessionIdFor(crypto.randomUUID());
  write(sessionStorageKeys.active, sessionId);
  write(sessionStorageKeys.session(sessionId), JSON.stringify({ userId } satisfies StoredSession));
  return toSearch(sessionId);
}

function markStarted(userId: string, sessionId: string, now: Date): ActiveSearch {
  const runId = runIdOfSearchSession(sessionId);
  write(sessionStorageKeys.active, sessionId);
  write(sessionStorageKeys.started(sessionId), 'true');
  write(sessionStorageKeys.session(sessionId), JSON.stringify({ userId, runId, startedAt: now.toISOString() } satisfies StoredSession));
  return { sessionId, runId, started: true };
}

/** A new session id, marked started now (Start Your Search, New Search, Try Again). */
export function startedSearch(userId: string, now = new Date()): ActiveSearch {
  return markStarted(userId, searchSessionIdFor(crypto.randomUUID()), now);
}

/**
 * A search opened from a link (`/jobs?session=…`, a notification's) becomes this tab's search; its run
 * answers whether it is done. Null for an id no search can have.
 */
export function adoptSearch(userId: string, sessionId: string, now = new Date()): ActiveSearch | null {
  return sessionIdPattern.test(sessionId) ? markStarted(userId, sessionId, now) : null;
}

/** Forgets a search's own keys (after Clear All). */
export function forgetSearch(sessionId: string) {
  write(sessionStorageKeys.started(sessionId), null);
  write(sessionStorageKeys.session(sessionId), null);
}
