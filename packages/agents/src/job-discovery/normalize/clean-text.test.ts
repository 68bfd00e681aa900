import { describe, expect, it } from 'vitest';
import { cleanLine, cutText, stripUnsafeChars } from './clean-text';

describe('clean-text', () => {
  it('removes control characters but keeps tabs and newlines, and repairs lone surrogates', () => {
    expect(stripUnsafeChars('a\u0000b\u001fc\td\ne\u007f')).toBe('abc\td\ne');
    expect(stripUnsafeChars('x\uD800y\uDC00z😀')).toBe('x\uFFFDy\uFFFDz😀');
  });

  it('never cuts an emoji in half', () => {
    expect(cutText('ab😀', 3)).toBe('ab');
    expect(cutText('abc', 5)).toBe('abc');
  });

  it('collapses whitespace, trims and cuts one line', () => {
    expect(cleanLine('  a \n\t b\u0000  ', 100)).toBe('a b');
    // Text-direction controls could make a title read backwards on a card; marks (U+200E/F) stay.
    expect(cleanLine('Engineer \u202eRTL\u202c \u2067x\u2069 \u200fשלום', 100)).toBe('Engineer RTL x \u200fשלום');
    expect(cleanLine(`${'x'.repeat(10)} ${'y'.repeat(10)}`, 11)).toBe('xxxxxxxxxx');
  });
});
