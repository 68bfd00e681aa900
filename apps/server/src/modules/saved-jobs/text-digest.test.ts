import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { keptTextBytes, maxKeptBytes, textDigest } from './text-digest';
import { contentHashOf } from './saved-job-shapes';

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('base64url');
// A new string object with the same characters (not the same V8 string, as a text read again from the database is).
const copyOf = (text: string) => [...text].join('');

describe('textDigest', () => {
  it('is the SHA-256 of the text, short or long, asked once or again, from the same string or an equal one', () => {
    const long = 'Build and run our payments platform. '.repeat(100);
    for (const text of ['', 'short', long]) {
      expect(textDigest(text)).toBe(sha256(text));
      expect(textDigest(text)).toBe(sha256(text));
      expect(textDigest(copyOf(text))).toBe(sha256(text));
    }
    expect(textDigest(`${long}.`)).toBe(sha256(`${long}.`));
  });

  it('keeps at most its bound of bytes, dropping the least lately used, and answers right whatever it dropped', () => {
    const texts = Array.from({ length: 60 }, (_, index) => `${index} `.padEnd(maxKeptBytes / 2 / 25, 'x'));
    for (const text of texts) {
      expect(textDigest(text)).toBe(sha256(text));
      expect(keptTextBytes()).toBeLessThanOrEqual(maxKeptBytes);
    }
    // Full: each new text pushed the oldest out, so the memo holds the last 25 (all it has room for).
    expect(keptTextBytes()).toBe(25 * texts[0]!.length * 2);
    for (const text of texts.slice(0, 3)) expect(textDigest(text)).toBe(sha256(text));
    const huge = 'y'.repeat(maxKeptBytes / 2 + 1);
    expect(textDigest(huge)).toBe(sha256(huge));
    expect(keptTextBytes()).toBeLessThanOrEqual(maxKeptBytes);
  });
});

describe('contentHashOf', () => {
  const text = {
    description: 'We build developer tools. '.repeat(40),
    descriptionHtml: `<p>${'We build developer tools. '.repeat(40)}</p>`,
    qualifications: ['5 years of TypeScript'],
    benefits: ['Health insurance'],
    places: [{ location: 'Berlin', workplace: 'hybrid' as const, salary: '€70,000', url: 'https://jobs.example/1', sourceLabel: 'Greenhouse' }],
    sources: [{ source: 'greenhouse', label: 'Greenhouse', url: 'https://jobs.example/1' }],
  };

  it('is the same for the same text, read into other strings', () => {
    expect(contentHashOf({ ...text, description: copyOf(text.description), descriptionHtml: copyOf(text.descriptionHtml) })).toBe(
      contentHashOf(text),
    );
  });

  it('differs when any of its columns differs', () => {
    const base = contentHashOf(text);
    for (const changed of [
      { description: `${text.description}!` },
      { descriptionHtml: `${text.descriptionHtml} ` },
      { qualifications: [] },
      { benefits: ['Health insurance', 'Pension'] },
      { places: [] },
      { sources: [] },
      // The description's text moved into the HTML column is not the same content.
      { description: text.descriptionHtml, descriptionHtml: text.description },
    ])
      expect(contentHashOf({ ...text, ...changed } as typeof text)).not.toBe(base);
  });
});
