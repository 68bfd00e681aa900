import type { IncomingMessage } from 'node:http';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { namedByExtendedParameter, watchFileDisposition } from './file-part-disposition';

const boundary = '----seekerScan';
const body = Buffer.from(
  `--${boundary}\r\nContent-Disposition: form-data; name="metadata"\r\n\r\n{"filename*":"x"}\r\n` +
    `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename*=UTF-8''My%2520CV.txt\r\nContent-Type: text/plain\r\n\r\n` +
    `Content-Disposition: form-data; name="file"; filename="not-a-header.txt"\r\n--${boundary}--\r\n`,
);

/** The disposition seen when the body arrives in chunks of `size` bytes. */
function watch(size: number) {
  const request = Object.assign(new PassThrough(), { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
  const watched = watchFileDisposition(request as unknown as IncomingMessage);
  for (let at = 0; at < body.length; at += size) request.write(body.subarray(at, at + size));
  return watched.disposition();
}

describe('watchFileDisposition', () => {
  it.each([1, 2, 7, 64, body.length])('finds the file part header in chunks of %i bytes', (size) => {
    expect(watch(size)).toBe(`form-data; name="file"; filename*=UTF-8''My%2520CV.txt`);
  });
});

describe('namedByExtendedParameter', () => {
  it.each([
    [`form-data; name="file"; filename*=UTF-8''My%2520CV.txt`, true],
    [`form-data; name="file"; filename="My%20CV.txt"`, false],
    // busboy keeps the last file-name parameter.
    [`form-data; name="file"; filename="a.txt"; filename*=UTF-8''b.txt`, true],
    [`form-data; name="file"; filename*=UTF-8''b.txt; filename="a.txt"`, false],
    // No charset: busboy does not decode it.
    [`form-data; name="file"; filename*=''b%20c.txt`, false],
    // Inside a quoted value, "filename*=" is no parameter.
    [`form-data; name="file"; filename="x; filename*=UTF-8''y.txt"`, false],
    [undefined, false],
  ])('%s: %s', (disposition, expected) => {
    expect(namedByExtendedParameter(disposition)).toBe(expected);
  });
});
