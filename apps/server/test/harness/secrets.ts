import type { LightMyRequestResponse } from 'fastify';
import type { Database } from '../../src/db/client';
import { userRows } from './database-state';
import type { Fixture } from './fixture';
import { resumeFile } from './seeders';

export type Secrets = { texts: { label: string; text: string }[]; files: Buffer[] };

/** Columns whose values identify a user's records or sessions; other columns (enums, flags, dates) are shared vocabulary. */
function identifying(column: string) {
  return ['id', 'token', 'email', 'storage_path', 'user_id'].includes(column) || (column.endsWith('_id') && column !== 'provider_id');
}

async function identifiers(database: Database, userId: string): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const [table, rows] of Object.entries(await userRows(database, userId))) {
    for (const row of rows as Record<string, unknown>[]) {
      for (const [column, value] of Object.entries(row)) {
        if (identifying(column) && typeof value === 'string' && value.length >= 8) found.set(value, `${table}.${column}`);
      }
    }
  }
  return found;
}

/**
 * What must never reach anyone else: the victim's canary, the ids, tokens and paths of their records,
 * and their file bytes. Values the other user has too (shared examples, client addresses) are not secrets.
 */
export async function secretsOf(database: Database, victim: Fixture, other: Fixture): Promise<Secrets> {
  const own = await identifiers(database, victim.who.userId);
  const theirs = await identifiers(database, other.who.userId);
  const texts = [...own].filter(([text]) => !theirs.has(text)).map(([text, label]) => ({ label, text }));
  return { texts: [...(victim.canary ? [{ label: 'canary', text: victim.canary }] : []), ...texts], files: [resumeFile(victim.canary)] };
}

/** Which secrets a response carries, in its body or headers; `allowed` are values the caller put in the URL. */
export function leaks(response: LightMyRequestResponse, secrets: Secrets, allowed: string[] = []): string[] {
  const text = `${response.body}\n${JSON.stringify(response.headers)}`;
  const found = secrets.texts
    .filter((secret) => !allowed.includes(secret.text) && text.includes(secret.text))
    .map((secret) => `${secret.label} "${secret.text}"`);
  if (secrets.files.some((file) => response.rawPayload.includes(file))) found.push('the resume file bytes');
  return found;
}
