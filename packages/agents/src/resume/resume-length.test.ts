import { describe, expect, it } from 'vitest';
import { mostResumeLines, readableText } from './resume-length';
import { readStructure } from './structure/read-structure';

describe('the longest resume read', () => {
  it('reads the first lines with words up to the limit and counts the rest, blank lines aside', () => {
    const text = ['Ana Lima', '', ...Array.from({ length: mostResumeLines + 9 }, (_, index) => `line ${index}`)].join('\n');
    const { text: read, unread } = readableText(text);
    expect(read.split('\n').filter((line) => line.trim() !== '')).toHaveLength(mostResumeLines);
    expect(unread).toBe(10);
    expect(readableText('Ana Lima\nEXPERIENCE')).toEqual({ text: 'Ana Lima\nEXPERIENCE', unread: 0 });
  });

  it('says how many lines a document past the limit left unread, and reads 99,000 one-letter lines in bounded time', () => {
    const timed = (text: string) => {
      const started = performance.now();
      return { structure: readStructure(text), ms: performance.now() - started };
    };
    // Measured: 9 s on the request thread before the limit, about 0.3 s after it (a busy 2-core machine: 0.5 s): the
    // cost of a document past the limit is about that of one at the limit, measured beside it (a busy machine slows both).
    const atLimit = timed('a\n'.repeat(mostResumeLines));
    const { structure, ms } = timed('a\n'.repeat(99_000));
    expect(ms).toBeLessThan(5 * atLimit.ms + 200);
    expect(structure.read.problems).toContain('only the first 2,500 lines were read; the 96,500 after them were not (is this the right file?)');
  });
});
