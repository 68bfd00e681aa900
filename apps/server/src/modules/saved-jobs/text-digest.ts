import crypto from 'node:crypto';

/** Texts this long or longer have their digests kept: a posting's description, listed by search after search. */
const minKeptLength = 512;
/** Characters of kept texts at most (a few MB); past that the memo starts over. */
export const maxKeptCharacters = 4_000_000;

const kept = new Map<string, string>();
let keptCharacters = 0;

const digestOf = (text: string) => crypto.createHash('sha256').update(text).digest('base64url');

/**
 * A text's SHA-256 (base64url). A long text's is kept by the text itself: the same description, read once
 * into the posting cache, is hashed once however many searches and scheduled runs list it (V8 keeps a
 * string's hash in the string, so looking up the same string again costs nothing like hashing it).
 */
export function textDigest(text: string): string {
  if (text.length < minKeptLength) return digestOf(text);
  const known = kept.get(text);
  if (known !== undefined) return known;
  const digest = digestOf(text);
  if (keptCharacters + text.length > maxKeptCharacters) {
    kept.clear();
    keptCharacters = 0;
  }
  if (text.length <= maxKeptCharacters) {
    kept.set(text, digest);
    keptCharacters += text.length;
  }
  return digest;
}

/** How many characters of texts the memo holds now (tests). */
export const keptTextCharacters = () => keptCharacters;
