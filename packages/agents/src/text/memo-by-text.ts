import { LRUCache } from 'lru-cache';
import { detached } from './detached';

/** Longer texts are worked out each time: a memo of a few long ones would hold more memory than it saves time. */
const maxTextLength = 512;

/**
 * `compute` remembered by its text argument, for a pure function of a text that ranking or research calls
 * with the same few thousand texts over and over (a new posting's title is read by every schedule it
 * matches). Bounded: past `max` texts the least lately used goes, so a server that runs for months keeps
 * no more. What it returns is shared between callers: they must not change it. It keeps a copy of each
 * text, not the text given (which may be a view of a much longer one).
 */
export function memoByText<T>(compute: (text: string) => T, max = 20_000): (text: string) => T {
  // Boxed: the cache holds no undefined, and "nothing" is an answer worth remembering too.
  const memo = new LRUCache<string, { value: T }>({ max });
  return (text) => {
    if (text.length > maxTextLength) return compute(text);
    let known = memo.get(text);
    if (known === undefined) {
      known = { value: compute(text) };
      memo.set(detached(text), known);
    }
    return known.value;
  };
}
