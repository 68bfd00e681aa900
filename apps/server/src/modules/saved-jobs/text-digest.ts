import crypto from 'node:crypto';

/** Texts this long or longer have their digests kept: a posting's description, listed by search after search. */
const minKeptLength = 512;
/** Bytes of kept texts at most, counted at two a character (V8 keeps a text with one non-Latin-1 character at two). */
export const maxKeptBytes = 16 * 1024 * 1024;

/** Kept digests, least lately used first (a Map keeps the order its keys were set in). */
const kept = new Map<string, string>();
let keptBytes = 0;

/** A text's SHA-256, base64url. */
export const digestOf = (text: string) => crypto.createHash('sha256').update(text).digest('base64url');

/**
 * A text's SHA-256 (base64url). A long text's is kept by the text itself: the same description, read once
 * into the posting cache, is hashed once however many searches and scheduled runs list it (V8 keeps a
 * string's hash in the string, so looking up the same string again costs nothing like hashing it). When
 * full, the least lately used go first.
 */
export function textDigest(text: string): string {
  if (text.length < minKeptLength) return digestOf(text);
  const known = kept.get(text);
  if (known !== undefined) {
    kept.delete(text);
    kept.set(text, known);
    return known;
  }
  const digest = digestOf(text);
  const bytes = text.length * 2;
  if (bytes > maxKeptBytes) return digest;
  for (const [oldest] of kept) {
    if (keptBytes + bytes <= maxKeptBytes) break;
    kept.delete(oldest);
    keptBytes -= oldest.length * 2;
  }
  kept.set(text, digest);
  keptBytes += bytes;
  return digest;
}

/** How many bytes of texts the memo holds now (tests). */
export const keptTextBytes = () => keptBytes;
