import { detached } from './detached';

/** Longer texts are worked out each time: a memo of a few long ones would hold more memory than it saves time. */
const maxTextLength = 512;

/**
 * `compute` remembered by its text argument, for a pure function of a text that ranking or research calls
 * with the same few thousand texts over and over (a new posting's title is read by every schedule it
 * matches). Bounded: past `max` texts the memo starts over, so a server that runs for months keeps no more.
 * What it returns is shared between callers: they must not change it. It keeps a copy of each text, not
 * the text given (which may be a view of a much longer one).
 */
export function memoByText<T>(compute: (text: string) => T, max = 20_000): (text: string) => T {
  const memo = new Map<string, T>();
  return (text) => {
    if (text.length > maxTextLength) return compute(text);
    let value = memo.get(text);
    if (value === undefined && !memo.has(text)) {
      value = compute(text);
      if (memo.size >= max) memo.clear();
      memo.set(detached(text), value);
    }
    return value as T;
  };
}
