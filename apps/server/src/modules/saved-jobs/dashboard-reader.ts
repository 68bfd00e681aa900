import type { Db } from '../../db/client';
import type { UserDataChanges } from '../../db/user-data-changes';
import { getDashboard } from './get-dashboard';

/** How many users' dashboards are kept (their JSON, about 25 KB each), and for how long at most. */
export const keptDashboards = { users: 200, ttlMs: 60_000 };

/**
 * Reads a user's dashboard. Where the database tells of changes (the embedded one, whose process is its
 * only one), an answer is kept until a statement that changes the user's saved jobs or runs commits, and
 * requests that arrive while it is read share that one read: the embedded database serves one statement
 * at a time, and the dashboard is what every signed-in page asks first. A change is told before the
 * writer goes on, so a request made after a write never gets an answer read before it. On PostgreSQL
 * (several processes, no such word) every request reads.
 */
export function createDashboardReader(db: Db, changes: UserDataChanges | undefined, now = () => Date.now()) {
  const read = (userId: string) => getDashboard(db, userId);
  if (!changes) return { read, close: () => {} };
  const kept = new Map<string, { answer: Promise<string>; at: number }>();
  const unsubscribe = changes.subscribe((userId) => kept.delete(userId));
  return {
    read(userId: string): Promise<string> {
      const entry = kept.get(userId);
      if (entry && now() - entry.at < keptDashboards.ttlMs) return entry.answer;
      const answer = read(userId);
      kept.delete(userId);
      kept.set(userId, { answer, at: now() });
      if (kept.size > keptDashboards.users) kept.delete(kept.keys().next().value!);
      answer.catch(() => {
        if (kept.get(userId)?.answer === answer) kept.delete(userId);
      });
      return answer;
    },
    close: () => {
      unsubscribe();
      kept.clear();
    },
  };
}
