import { isSafeText, unsafeTextMessage, type ErrorDetail } from '@seeker/contract';
import { AppError } from '../lib/app-error';
import { maxDetails, validationError } from './validation-error';

/** No request of ours nests deeper than a handful of levels; this leaves room and stops stack-eating bodies. */
export const maxJsonDepth = 32;

/** The deepest nesting of objects and arrays in a JSON text, counted without parsing it (no recursion). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c)
        index++; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) deepest = Math.max(deepest, ++depth);
    else if (char === 0x7d || char === 0x5d) depth--;
  }
  return deepest;
}

/** Where a parsed JSON value holds a NUL or an unpaired surrogate, in a key or a string; at most `limit` places. */
export function unsafeTextPaths(value: unknown, limit = maxDetails): ErrorDetail[] {
  const found: ErrorDetail[] = [];
  // Breadth first, in document order, so the first detail is the first field a person would look at.
  const pending: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  for (let next = 0; next < pending.length && found.length < limit; next++) {
    const { value: current, path } = pending[next]!;
    if (typeof current === 'string') {
      if (!isSafeText(current)) found.push({ path: path.join('.'), message: unsafeTextMessage });
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        if (!isSafeText(key)) found.push({ path: [...path, key.replace(/[^\x20-\x7e]/g, '?')].join('.'), message: `keys ${unsafeTextMessage}` });
        pending.push({ value: child, path: [...path, key] });
      }
    }
  }
  return found;
}

/**
 * Refuses what would crash or poison what comes after JSON.parse: nesting past `maxJsonDepth` (stack
 * overflows in code that walks the value) and text PostgreSQL refuses (NUL, unpaired surrogates).
 */
export function assertJsonDepth(text: string, what = 'Request body') {
  if (jsonDepth(text) > maxJsonDepth) {
    throw new AppError('BAD_REQUEST', `${what} is nested too deeply (more than ${maxJsonDepth} levels)`);
  }
}

export function assertSafeJsonText(value: unknown, part = 'body') {
  const details = unsafeTextPaths(value);
  if (details.length > 0) throw validationError(part, details);
}
