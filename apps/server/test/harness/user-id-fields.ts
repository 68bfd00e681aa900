import { listPaths, setAt, type JsonPath } from './json-paths';

/** Body fields that name a user; the harness fills them with the acting user's id, or the victim's. */
const userIdFieldNames = new Set(['user_id', 'userId', 'firebase_uid']);

export function userIdPaths(body: unknown): JsonPath[] {
  return listPaths(body).filter((path) => userIdFieldNames.has(String(path[path.length - 1])));
}

/** A copy of the body with every user-id field set by `pick`. */
export function withUserIds(body: unknown, pick: (path: JsonPath) => string): unknown {
  return userIdPaths(body).reduce((current, path) => setAt(current, path, pick(path)), body);
}
