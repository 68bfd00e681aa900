import { describe, expect, it } from 'vitest';
import { memoByText } from './memo-by-text';

describe('memoByText', () => {
  it('works a text out once, remembers undefined too, and lets the least lately used go past its bound', () => {
    const calls: string[] = [];
    const upper = memoByText((text) => (calls.push(text), text === 'none' ? undefined : text.toUpperCase()), 3);
    expect([upper('a'), upper('a'), upper('none'), upper('none')]).toEqual(['A', 'A', undefined, undefined]);
    expect(calls).toEqual(['a', 'none']);
    upper('a'); // used again: 'none' is now the least lately used
    upper('b');
    upper('c'); // the fourth text: 'none' goes, 'a' stays
    upper('a');
    upper('none');
    expect(calls).toEqual(['a', 'none', 'b', 'c', 'none']);
  });

  it('works a long text out each time rather than hold it', () => {
    let calls = 0;
    const length = memoByText((text) => (calls++, text.length));
    const long = 'x'.repeat(10_000);
    expect([length(long), length(long)]).toEqual([10_000, 10_000]);
    expect(calls).toBe(2);
  });
});
