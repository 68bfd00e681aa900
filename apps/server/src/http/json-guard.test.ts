import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/app-error';
import { assertJsonDepth, assertSafeJsonText, jsonDepth, maxJsonDepth, unsafeTextPaths } from './json-guard';

describe('jsonDepth', () => {
  it.each([
    ['1', 0],
    ['{}', 1],
    ['[[{"a":[1]}]]', 4],
    ['{"a":"[[[[[[","b":{}}', 2],
    ['{"a":"\\"[[[[","b":[]}', 2],
  ])('%s nests %i deep (brackets inside strings do not count)', (text, depth) => expect(jsonDepth(text)).toBe(depth));

  it('counts 5,000 levels without recursion', () => {
    expect(jsonDepth('['.repeat(5000) + ']'.repeat(5000))).toBe(5000);
  });
});

describe('assertJsonDepth', () => {
  it('allows the limit and refuses one level more, naming the limit', () => {
    expect(() => assertJsonDepth('['.repeat(maxJsonDepth) + ']'.repeat(maxJsonDepth))).not.toThrow();
    const deep = '{"a":'.repeat(maxJsonDepth + 1) + '1' + '}'.repeat(maxJsonDepth + 1);
    expect(() => assertJsonDepth(deep)).toThrow(`Request body is nested too deeply (more than ${maxJsonDepth} levels)`);
  });
});

describe('unsafeTextPaths', () => {
  it('finds NUL and unpaired surrogates in strings and keys, with their paths', () => {
    const value = { titles: ['ok', 'a\u0000b'], nested: { deeper: ['\ud800'] }, ['k\u0000']: 1, pair: '😀', low: '\udc00x' };
    expect(
      unsafeTextPaths(value)
        .map((detail) => detail.path)
        .sort(),
    ).toEqual(['k?', 'low', 'nested.deeper.0', 'titles.1']);
  });

  it('accepts ordinary text, emoji and accents', () => {
    expect(unsafeTextPaths({ name: 'Zoë 😀 東京', list: ['a', { b: 'c' }] })).toEqual([]);
  });

  it('stops at its limit', () => {
    expect(
      unsafeTextPaths(
        Array.from({ length: 100 }, () => '\u0000'),
        5,
      ),
    ).toHaveLength(5);
  });
});

describe('assertSafeJsonText', () => {
  it('throws a VALIDATION_ERROR naming the first field, with every field in details', () => {
    try {
      assertSafeJsonText({ other: '\u0000' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('VALIDATION_ERROR');
      expect((error as AppError).message).toBe('Invalid body other: must not contain NUL characters or unpaired surrogates');
      expect((error as AppError).details).toEqual([{ path: 'other', message: 'must not contain NUL characters or unpaired surrogates' }]);
    }
  });
});
