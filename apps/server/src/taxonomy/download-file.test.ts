import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { downloadableAddress, downloadFile } from './download-file';
import { startFakePublisher } from './testing/fake-publisher';

const folder = mkdtempSync(path.join(tmpdir(), 'seeker-download-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const body = randomBytes(300_000);
const sha256 = createHash('sha256').update(body).digest('hex');

describe('downloading a publisher’s file', () => {
  it('downloads it whole and checks its SHA-256', async () => {
    const publisher = await startFakePublisher({ 'a.zip': { body } });
    const target = path.join(folder, 'a.zip');
    await downloadFile({ name: 'A', url: publisher.url('a.zip'), sha256 }, target);
    expect(readFileSync(target).equals(body)).toBe(true);
    // Downloaded and checked: not asked for again.
    await downloadFile({ name: 'A', url: publisher.url('a.zip'), sha256 }, target);
    expect(publisher.requests).toHaveLength(1);
    await publisher.close();
  });

  it('resumes a download that stopped, asking only for the rest', async () => {
    const publisher = await startFakePublisher({ 'b.zip': { body, cutAfter: 100_000 } });
    const target = path.join(folder, 'b.zip');
    await expect(downloadFile({ name: 'B', url: publisher.url('b.zip'), sha256 }, target)).rejects.toThrow(/B: .*resumes next time/);
    expect(existsSync(target)).toBe(false);
    await downloadFile({ name: 'B', url: publisher.url('b.zip'), sha256 }, target);
    expect(readFileSync(target).equals(body)).toBe(true);
    expect(publisher.requests.map((request) => request.range)).toEqual([undefined, expect.stringMatching(/^bytes=\d+-$/)]);
    expect(Number(/\d+/.exec(publisher.requests[1]!.range!)![0])).toBeGreaterThan(0);
    await publisher.close();
  });

  it('starts again when the server sends the whole file instead of the rest', async () => {
    const publisher = await startFakePublisher({ 'c.zip': { body, cutAfter: 50_000, ignoresRange: true } });
    const target = path.join(folder, 'c.zip');
    await expect(downloadFile({ name: 'C', url: publisher.url('c.zip') }, target)).rejects.toThrow(/resumes next time/);
    await downloadFile({ name: 'C', url: publisher.url('c.zip') }, target);
    expect(readFileSync(target).equals(body)).toBe(true);
    await publisher.close();
  });

  it('removes a file whose SHA-256 is not the one expected, and says which it was', async () => {
    const publisher = await startFakePublisher({ 'd.zip': { body } });
    const target = path.join(folder, 'd.zip');
    await expect(downloadFile({ name: 'D', url: publisher.url('d.zip'), sha256: '0'.repeat(64) }, target)).rejects.toThrow(
      `D: the file's SHA-256 is ${sha256}, not the ${'0'.repeat(64)} expected; it was removed.`,
    );
    expect(existsSync(target) || existsSync(`${target}.partial`)).toBe(false);
    await publisher.close();
  });

  it('names the file and the answer when the publisher refuses it', async () => {
    const publisher = await startFakePublisher({ 'e.zip': { body, status: 503 } });
    await expect(downloadFile({ name: 'E', url: publisher.url('e.zip') }, path.join(folder, 'e.zip'))).rejects.toThrow(
      /^E: .*e\.zip answered 503\.$/,
    );
    await publisher.close();
  });

  it('downloads only over HTTPS, or from this machine, and never with credentials in the address', () => {
    expect(downloadableAddress('https://ec.europa.eu/esco/download/x.zip')).toBe(true);
    expect(downloadableAddress('http://127.0.0.1:8080/x.zip')).toBe(true);
    expect(downloadableAddress('http://localhost/x.zip')).toBe(true);
    for (const address of [
      'http://www.onetcenter.org/x.zip',
      'file:///etc/passwd',
      'ftp://example.org/x',
      'https://user:secret@example.org/x',
      'not a url',
    ])
      expect(downloadableAddress(address), address).toBe(false);
  });
});
