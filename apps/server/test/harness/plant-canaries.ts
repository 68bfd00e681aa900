import type { Operation } from './operations';
import { formBody, formContentType, type FormPart } from './form-body';
import { refusedPaths, tagStrings } from './canary-text';
import type { Fixture } from './fixture';
import { getAt, setAt } from './json-paths';
import { resumeFile, seeders } from './seeders';
import { buildUrl, requestHeaders, validFormParts, validJson, validQuery } from './valid-request';

const writeMethods = new Set(['POST', 'PUT', 'PATCH']);
const maxRetries = 10;
// Planting through these would delete the user whose data the checks need; the matrix and the fuzzer still call them.
const accountEndingRoutes = new Set(['POST /api/users/{userId}/delete-account']);

async function encodedParams(fixture: Fixture, operation: Operation) {
  const entries = await Promise.all(
    operation.pathParams.map(async (param) => [param.name, encodeURIComponent(await fixture.param(param.name))] as const),
  );
  return Object.fromEntries(entries);
}

function tagFormParts(operation: Operation, canary: string): FormPart[] {
  return validFormParts(operation, resumeFile(canary)).map((part) => {
    if ('bytes' in part || typeof part.value !== 'string') return part;
    try {
      return { ...part, value: JSON.stringify(tagStrings(JSON.parse(part.value), {}, canary).body) };
    } catch {
      return { ...part, value: `${part.value} ${canary}` };
    }
  });
}

async function send(fixture: Fixture, operation: Operation, payload: string | Buffer, contentType: string) {
  return fixture.app.inject({
    method: operation.method,
    url: buildUrl(operation, await encodedParams(fixture, operation), validQuery(operation)),
    headers: requestHeaders(fixture.who.cookie, contentType),
    payload,
  });
}

/** Writes the example through the route with the canary in every string it accepts; untagged where it refuses. */
async function plantJson(fixture: Fixture, operation: Operation, canary: string): Promise<string | undefined> {
  if (operation.body.kind !== 'json') return undefined;
  if (!operation.body.example.found) return `${operation.key}: no body example, so nothing was written through it`;
  const plain = validJson(operation, () => fixture.who.userId);
  let { body, paths } = tagStrings(plain, operation.body.schema, canary);
  for (let attempt = 0; attempt <= maxRetries; attempt += 1) {
    const response = await send(fixture, operation, JSON.stringify(body), 'application/json');
    if (response.statusCode < 300) return paths.length > 0 ? undefined : `${operation.key}: no string took the canary`;
    const refused =
      response.statusCode === 400 ? refusedPaths(response.json()).filter((path) => paths.some((tag) => tag.join('.') === path.join('.'))) : [];
    if (refused.length === 0) {
      if (paths.length === 0) return `${operation.key}: its example was refused: ${response.statusCode} ${response.body.slice(0, 200)}`;
      // The refusal names no tagged field: fall back to the plain example.
      body = plain;
      paths = [];
      continue;
    }
    body = refused.reduce((current, path) => setAt(current, path, getAt(plain, path)), body);
    paths = paths.filter((tag) => !refused.some((path) => path.join('.') === tag.join('.')));
  }
  return `${operation.key}: still refused after ${maxRetries} retries`;
}

async function plantForm(fixture: Fixture, operation: Operation, canary: string): Promise<string | undefined> {
  for (const parts of [tagFormParts(operation, canary), validFormParts(operation, resumeFile(canary))]) {
    const response = await send(fixture, operation, formBody(parts), formContentType());
    if (response.statusCode < 300) return undefined;
  }
  return `${operation.key}: the form was refused even untagged`;
}

/**
 * Gives a user data in everything they control, each piece carrying their canary: one record per seeder,
 * a call to every session write route with its example body, and a canary display name (better-auth's
 * update-user is not in the document). Returns notes on what could not carry a canary. A seeder the
 * route under test needs (`required`) must work; any other that fails becomes a note, so one broken
 * route does not take every other route's check down with it.
 */
export async function plantCanaries(fixture: Fixture, operations: Operation[], canary: string, required: string[]): Promise<string[]> {
  const notes: string[] = [];
  const unseeded = new Set<string>();
  for (const name of Object.keys(seeders)) {
    try {
      await fixture.param(name);
    } catch (error) {
      if (required.includes(name)) throw error;
      fixture.forget(name);
      unseeded.add(name);
      notes.push(`no "${name}" record: ${(error as Error).message}`);
    }
  }
  const rename = await fixture.app.inject({
    method: 'POST',
    url: '/api/auth/update-user',
    headers: requestHeaders(fixture.who.cookie, 'application/json'),
    payload: JSON.stringify({ name: `Jane ${canary}` }),
  });
  if (rename.statusCode !== 200) notes.push(`POST /api/auth/update-user: ${rename.statusCode} ${rename.body.slice(0, 200)}`);
  for (const operation of operations) {
    if (!operation.needsSession || !writeMethods.has(operation.method) || accountEndingRoutes.has(operation.key)) continue;
    if (operation.pathParams.some((param) => !seeders[param.name])) continue;
    if (operation.pathParams.some((param) => unseeded.has(param.name))) continue;
    const note = operation.body.kind === 'multipart' ? await plantForm(fixture, operation, canary) : await plantJson(fixture, operation, canary);
    if (note) notes.push(note);
  }
  return notes;
}
