import { listPaths, setAt, type JsonPath } from './json-paths';

/**
 * Body fields that name a user or one of their records, with the seeder that makes one: the harness
 * fills them with the acting user's, or the victim's.
 */
const idFieldSeeders: Record<string, string> = {
  user_id: 'userId',
  userId: 'userId',
  firebase_uid: 'userId',
  scheduleId: 'scheduleId',
  resume_id: 'resumeId',
  resumeId: 'resumeId',
  job_id: 'jobId',
  personId: 'personId',
  stageId: 'stageId',
};

/** Body lists of record ids ("jobIds": [...]): each item is filled like a field of its own. */
const idListSeeders: Record<string, string> = {
  jobIds: 'jobId',
};

export function idFieldSeeder(path: JsonPath): string | undefined {
  const last = path[path.length - 1];
  if (typeof last === 'number') return idListSeeders[String(path[path.length - 2])];
  return idFieldSeeders[String(last)];
}

export function idFieldPaths(body: unknown): JsonPath[] {
  return listPaths(body).filter((path) => idFieldSeeder(path) !== undefined);
}

/** A copy of the body with every id field set by `pick`. */
export function withIdFields(body: unknown, pick: (path: JsonPath) => string): unknown {
  return idFieldPaths(body).reduce((current, path) => setAt(current, path, pick(path)), body);
}

/** One user's ids: theirs, and their seeded records by seeder name (path parameters and body id fields). */
export type UserIds = { userId: string; params: Record<string, string> };

/** The value of one body id field for this user. */
export function idValue(ids: UserIds, path: JsonPath): string {
  const seeder = idFieldSeeder(path);
  return seeder === undefined || seeder === 'userId' ? ids.userId : (ids.params[seeder] ?? ids.userId);
}
