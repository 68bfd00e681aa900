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

/** A data directory whose database in use (base/5) holds tables of these sizes, beside two templates of 7 MB. */
function dataDirWith(...sizes: number[]) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seeker-buffers-'));
  folders.push(dataDir);
  for (const database of ['1', '4', '5']) fs.mkdirSync(path.join(dataDir, 'base', database), { recursive: true });
  fs.mkdirSync(path.join(dataDir, 'pg_wal'));
  // Neither the write-ahead log nor the templates' catalogs are read through the buffers: they do not count.
  sparseFile(path.join(dataDir, 'pg_wal', '000000010000000000000001'), 64 * mb);
  sparseFile(path.join(dataDir, 'base', '1', '1259'), 7 * mb);
  sparseFile(path.join(dataDir, 'base', '4', '1259'), 7 * mb);
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
