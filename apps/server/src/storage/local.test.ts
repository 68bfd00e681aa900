import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalFileStore, storageFullMessage } from './local';

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((root) => fs.rmSync(root, { recursive: true, force: true })));

function tempRoot() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'seeker-store-'));
  roots.push(root);
  return root;
}

function writeAged(file: string, ageMs: number) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, 'half');
  const when = new Date(Date.now() - ageMs);
  fs.utimesSync(file, when, when);
}

describe('local file store: half-written files', () => {
  it('removes .partial files older than the cutoff, anywhere below the root, and nothing else', async () => {
    const root = tempRoot();
    const hour = 60 * 60 * 1000;
    writeAged(path.join(root, 'resumes', 'u1', '1_cv.pdf.partial'), 2 * hour);
    writeAged(path.join(root, 'resumes', 'u2', 'deep', '2_cv.txt.partial'), 3 * hour);
    writeAged(path.join(root, 'resumes', 'u1', '3_cv.pdf.partial'), 10 * 60 * 1000); // still being written
    writeAged(path.join(root, 'resumes', 'u1', '4_cv.pdf'), 5 * hour); // a real file, however old
    const store = createLocalFileStore(root);
    expect(await store.removeStalePartials(new Date(Date.now() - hour))).toBe(2);
    const left = fs
      .readdirSync(root, { recursive: true })
      .map(String)
      .filter((name) => name.includes('.'))
      .sort();
    expect(left).toEqual([path.join('resumes', 'u1', '3_cv.pdf.partial'), path.join('resumes', 'u1', '4_cv.pdf')]);
  });

  it('is a no-op before anything was ever stored', async () => {
    const store = createLocalFileStore(path.join(tempRoot(), 'never-created'));
    expect(await store.removeStalePartials(new Date())).toBe(0);
  });

  it('never leaves a .partial behind a completed put', async () => {
    const root = tempRoot();
    const store = createLocalFileStore(root);
    await store.put('resumes/u1/1_cv.txt', Buffer.from('text'), 'text/plain');
    expect(fs.readdirSync(path.join(root, 'resumes', 'u1'))).toEqual(['1_cv.txt']);
  });
});

describe('local file store: deleting', () => {
  it('removes the folders a delete leaves empty, up to the root and no further, and keeps one still in use', async () => {
    const root = tempRoot();
    const store = createLocalFileStore(root);
    await store.put('resumes/u1/1_cv.pdf', Buffer.from('a'), 'application/pdf');
    await store.put('resumes/u2/2_cv.pdf', Buffer.from('b'), 'application/pdf');
    await store.put('resumes/u2/3_cv.pdf', Buffer.from('c'), 'application/pdf');
    await store.delete('resumes/u1/1_cv.pdf');
    await store.delete('resumes/u2/2_cv.pdf');
    expect(fs.readdirSync(path.join(root, 'resumes')).sort()).toEqual(['u2']);
    await store.delete('resumes/u2/3_cv.pdf');
    expect(fs.existsSync(path.join(root, 'resumes'))).toBe(false);
    expect(fs.existsSync(root)).toBe(true);
    // A file written after its folder went is written as ever.
    await store.put('resumes/u1/4_cv.pdf', Buffer.from('d'), 'application/pdf');
    expect((await store.get('resumes/u1/4_cv.pdf'))?.toString()).toBe('d');
  });
});

describe('local file store: listing', () => {
  it('lists the files under a prefix with their times, a page at a time, without half-written or foreign names', async () => {
    const root = tempRoot();
    const store = createLocalFileStore(root);
    const hour = 60 * 60 * 1000;
    writeAged(path.join(root, 'resumes', 'u1', '1_cv.pdf'), 2 * hour);
    writeAged(path.join(root, 'resumes', 'u2', '2_cv.txt'), hour / 2);
    writeAged(path.join(root, 'resumes', 'u2', '3_cv.txt.partial'), 2 * hour);
    writeAged(path.join(root, 'resumes', 'u2', 'not a key.txt'), 2 * hour);
    writeAged(path.join(root, 'other', '4.txt'), 2 * hour);
    const pages = [];
    for await (const page of store.list('resumes/')) pages.push(page);
    const listed = pages.flat().sort((a, b) => a.key.localeCompare(b.key));
    expect(listed.map((file) => file.key)).toEqual(['resumes/u1/1_cv.pdf', 'resumes/u2/2_cv.txt']);
    expect(Date.now() - listed[0]!.modifiedAt.getTime()).toBeGreaterThan(1.9 * hour);
    expect(Date.now() - listed[1]!.modifiedAt.getTime()).toBeLessThan(hour);
    const narrower = [];
    for await (const page of store.list('resumes/u1/')) narrower.push(...page.map((file) => file.key));
    expect(narrower).toEqual(['resumes/u1/1_cv.pdf']);
  });

  it('lists nothing before anything was stored', async () => {
    const store = createLocalFileStore(path.join(tempRoot(), 'never-created'));
    const pages = [];
    for await (const page of store.list('resumes/')) pages.push(page);
    expect(pages).toEqual([]);
  });

  it('removes the folder a stale half-written file leaves empty', async () => {
    const root = tempRoot();
    writeAged(path.join(root, 'resumes', 'u1', '1_cv.pdf.partial'), 2 * 60 * 60 * 1000);
    expect(await createLocalFileStore(root).removeStalePartials(new Date(Date.now() - 60 * 60 * 1000))).toBe(1);
    expect(fs.readdirSync(root)).toEqual([]);
  });
});

describe('local file store: the free-space watermark', () => {
  it('refuses a file that would leave less free than the watermark, with a 503 and a message, and writes nothing', async () => {
    const dir = tempRoot();
    let free = 10_000;
    const store = createLocalFileStore(dir, { minFreeBytes: 4_000, freeBytes: async () => free });
    await store.put('resumes/u1/a.pdf', Buffer.alloc(6_000), 'application/pdf');
    free = 9_000;
    const refused = store.put('resumes/u1/b.pdf', Buffer.alloc(6_000), 'application/pdf');
    await expect(refused).rejects.toMatchObject({ code: 'UNAVAILABLE', message: storageFullMessage });
    expect(await store.get('resumes/u1/b.pdf')).toBeUndefined();
    expect(await store.get('resumes/u1/a.pdf')).toHaveLength(6_000);
  });

  it('reads the real free space when none is given, and has no watermark at 0', async () => {
    const dir = tempRoot();
    await createLocalFileStore(dir, { minFreeBytes: 1 }).put('resumes/u1/a.txt', Buffer.from('x'), 'text/plain');
    await expect(
      createLocalFileStore(dir, { minFreeBytes: Number.MAX_SAFE_INTEGER }).put('resumes/u1/b.txt', Buffer.from('x'), 'text/plain'),
    ).rejects.toMatchObject({
      code: 'UNAVAILABLE',
    });
    await createLocalFileStore(dir, { freeBytes: async () => 0 }).put('resumes/u1/c.txt', Buffer.from('x'), 'text/plain');
  });
});
