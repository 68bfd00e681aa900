import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { App } from '../../src/app';
import { openDatabase } from '../../src/db/client';
import { createTestApp } from '../support/test-app';
import type { OpenApiDocument } from './openapi-document';

export async function fetchDocument(app: App): Promise<OpenApiDocument> {
  const response = await app.inject({ method: 'GET', url: '/api/docs' });
  if (response.statusCode !== 200) throw new Error(`GET /api/docs answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
  return response.json() as OpenApiDocument;
}

/**
 * The document read once while vitest collects tests, so that every route gets its own test case.
 * It needs an app of its own (the per-engine apps exist only once the suites run); each suite then
 * checks its engine serves the same document.
 */
export async function loadDocument(): Promise<OpenApiDocument> {
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seeker-harness-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
  const app = await createTestApp(database, { filesDir });
  try {
    return await fetchDocument(app);
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(filesDir, { recursive: true, force: true });
  }
}
