import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { pgliteSharedBuffers } from './pglite-buffers';

const mb = 1024 * 1024;
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/** A file of this size that takes no disk space (sparse). */
function sparseFile(file: string, size: number) {
  fs.writeFileSync(file, '');
  fs.truncateSync(file, size);
}

/** A data directory whose tables (under base/) take these sizes. */
function dataDirWith(...sizes: number[]) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seeker-buffers-'));
  folders.push(dataDir);
  fs.mkdirSync(path.join(dataDir, 'base', '5'), { recursive: true });
  fs.mkdirSync(path.join(dataDir, 'pg_wal'));
  // The write-ahead log is not read through the buffers: it does not count.
  sparseFile(path.join(dataDir, 'pg_wal', '000000010000000000000001'), 64 * mb);
  sizes.forEach((size, index) => sparseFile(path.join(dataDir, 'base', '5', String(16384 + index)), size));
  return dataDir;
}

it('gives a database as many shared buffers as its tables take, from 16 MB to PostgreSQL’s default 128 MB', () => {
  expect(pgliteSharedBuffers(undefined, undefined)).toBe('16MB');
  expect(pgliteSharedBuffers(path.join(os.tmpdir(), 'seeker-no-such-data-dir'), undefined)).toBe('16MB');
  expect(pgliteSharedBuffers(dataDirWith(3 * mb), undefined)).toBe('16MB');
  expect(pgliteSharedBuffers(dataDirWith(30 * mb, 10 * mb + 1), undefined)).toBe('41MB');
  expect(pgliteSharedBuffers(dataDirWith(1024 * mb), undefined)).toBe('128MB');
  expect(pgliteSharedBuffers(undefined, new Blob([new Uint8Array(20 * mb)]))).toBe('20MB');
});
