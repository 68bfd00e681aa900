import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentAsPromised, downloadableAddress, downloadFile, redirectRefused } from './download-file';
import { startFakePublisher } from './testing/fake-publisher';

const folder = mkdtempSync(path.join(tmpdir(), 'seeker-download-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
// What a zip archive begins with, then noise: the download checks a .zip's first bytes.
const body = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), randomBytes(300_000)]);
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

  it('keeps a whole file a cut answer left, when the publisher says the part asked for begins at its end', async () => {
    const publisher = await startFakePublisher({ 'f.zip': { body } });
    const target = path.join(folder, 'f.zip');
    writeFileSync(`${target}.partial`, body);
    writeFileSync(`${target}.partial.json`, JSON.stringify({ validator: '' }));
    await downloadFile({ name: 'F', url: publisher.url('f.zip'), sha256 }, target);
    expect(readFileSync(target).equals(body)).toBe(true);
    expect(publisher.requests.map((request) => request.range)).toEqual([`bytes=${body.length}-`]);
    await publisher.close();
  });

  it('starts afresh when a partial file is longer than the publisher’s file is now', async () => {
    const publisher = await startFakePublisher({ 'g.zip': { body } });
    const target = path.join(folder, 'g.zip');
    writeFileSync(`${target}.partial`, Buffer.concat([body, body]));
    writeFileSync(`${target}.partial.json`, JSON.stringify({ validator: '' }));
    await expect(downloadFile({ name: 'G', url: publisher.url('g.zip') }, target)).rejects.toThrow(/G: the publisher's file changed/);
    await downloadFile({ name: 'G', url: publisher.url('g.zip') }, target);
    expect(readFileSync(target).equals(body)).toBe(true);
    await publisher.close();
  });

  it('resumes only the version it began: a file replaced meanwhile is downloaded whole, never spliced', async () => {
    const files = { 'l.zip': { body, cutAfter: 100_000, etag: '"v1"' } };
    const publisher = await startFakePublisher(files);
    const target = path.join(folder, 'l.zip');
    await expect(downloadFile({ name: 'L', url: publisher.url('l.zip') }, target)).rejects.toThrow(/resumes next time/);
    const replaced = Buffer.concat([body.subarray(0, 4), randomBytes(200_000)]);
    Object.assign(files['l.zip'], { body: replaced, etag: '"v2"' });
    await downloadFile({ name: 'L', url: publisher.url('l.zip') }, target);
    expect(readFileSync(target).equals(replaced)).toBe(true);
    expect(publisher.requests.at(-1)).toMatchObject({ range: expect.stringMatching(/^bytes=\d+-$/), ifRange: '"v1"' });
    await publisher.close();
  });

  it('never keeps a web page sent in place of the file, so the next try downloads it again', async () => {
    const page = Buffer.from('<!DOCTYPE html><html><body>The download has moved.</body></html>');
    const files = { 'h.zip': { body: page }, 'h.csv': { body: page } };
    const publisher = await startFakePublisher(files);
    for (const name of ['h.zip', 'h.csv']) {
      const target = path.join(folder, name);
      await expect(downloadFile({ name, url: publisher.url(name) }, target)).rejects.toThrow(
        new RegExp(
          `^${name.replace('.', '\\.')}: what .* sent is not the file \\(it is (not a zip archive|a web page, not data)\\); it was removed\\.$`,
        ),
      );
      expect(existsSync(target) || existsSync(`${target}.partial`)).toBe(false);
    }
    files['h.zip'].body = body;
    await downloadFile({ name: 'H', url: publisher.url('h.zip') }, path.join(folder, 'h.zip'));
    expect(readFileSync(path.join(folder, 'h.zip')).equals(body)).toBe(true);
    await publisher.close();
  });

  it('follows a redirect only to an address it downloads from, checked before it is followed', async () => {
    // From HTTPS, never on to plain HTTP, though it be this machine (the check is pure: nothing is connected to).
    expect(redirectRefused('https://ec.europa.eu/esco/x.zip', 'http://127.0.0.1:8080/good.zip')).toMatch(/from HTTPS to http:\/\/127\.0\.0\.1:8080/);
    expect(redirectRefused('https://ec.europa.eu/esco/x.zip', 'https://esco.ec.europa.eu/x.zip')).toBeUndefined();
    expect(redirectRefused('http://127.0.0.1:8080/a.zip', 'http://127.0.0.1:8080/b.zip')).toBeUndefined();
    const publisher = await startFakePublisher({
      'moved.zip': { body, redirectTo: '/i.zip' },
      'i.zip': { body },
      'away.zip': { body, redirectTo: 'http://example.org/i.zip' },
    });
    await downloadFile({ name: 'I', url: publisher.url('moved.zip') }, path.join(folder, 'i.zip'));
    expect(readFileSync(path.join(folder, 'i.zip')).equals(body)).toBe(true);
    await expect(downloadFile({ name: 'J', url: publisher.url('away.zip') }, path.join(folder, 'j.zip'))).rejects.toThrow(
      'J: the publisher sent Seeker on to http://example.org/i.zip, which is neither HTTPS nor this machine.',
    );
    expect(publisher.requests.map((request) => request.path)).toEqual(['moved.zip', 'i.zip', 'away.zip']);
    await publisher.close();
  });

  it('refuses an answer compressed though it asked for none, whose length could not be checked', async () => {
    const publisher = await startFakePublisher({ 'k.zip': { body, contentEncoding: 'gzip' } });
    await expect(downloadFile({ name: 'K', url: publisher.url('k.zip') }, path.join(folder, 'k.zip'))).rejects.toThrow(
      /^K: .*k\.zip answered compressed \(gzip\) though Seeker asked it not to\.$/,
    );
    await publisher.close();
  });

  it('reads a file’s first bytes for what its address promises', () => {
    expect(contentAsPromised('https://x.org/a.zip', body.subarray(0, 64))).toBeUndefined();
    expect(contentAsPromised('https://x.org/a.zip', Buffer.from('name,uri\n'))).toBe('it is not a zip archive');
    expect(contentAsPromised('https://x.org/a.csv', Buffer.from('\uFEFFconceptType,conceptUri\n'))).toBeUndefined();
    expect(contentAsPromised('https://x.org/a.csv', Buffer.from('  <html><head>'))).toBe('it is a web page, not data');
    expect(contentAsPromised('https://x.org/a.csv', Buffer.from([0x1f, 0x8b, 0x08, 0x00]))).toBe('it is not text');
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
