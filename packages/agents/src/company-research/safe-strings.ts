import { stripUnsafeChars } from '../job-discovery/normalize/clean-text';

/**
 * Every string in a value with control characters removed and lone surrogates replaced: outside
 * sources may send NUL (which PostgreSQL refuses in JSON) or broken Unicode in any field.
 */
export function safeStrings<T>(value: T): T {
  if (typeof value === 'string') return stripUnsafeChars(value) as T;
  if (Array.isArray(value)) return value.map(safeStrings) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [stripUnsafeChars(key), safeStrings(entry)])) as T;
  }
  return value;
}
