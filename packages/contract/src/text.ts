import { z } from 'zod/mini';

/** Shown wherever a string holds a NUL or half of a surrogate pair; the server's JSON guard uses it too. */
export const unsafeTextMessage = 'must not contain NUL characters or unpaired surrogates';

// PostgreSQL refuses NUL in text and JSON, and an unpaired surrogate is not Unicode; neither is ever typed by a person.
// eslint-disable-next-line no-control-regex
const unsafeText = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isSafeText(value: string) {
  return !unsafeText.test(value);
}

/** The string every schema of the contract starts from. */
export function safeString() {
  return z.string().check(z.refine(isSafeText, unsafeTextMessage));
}

/** Ids in URLs and bodies: better-auth's user ids, UUIDs and the like. Checked before any query sees them. */
export const recordIdSchema = z
  .string()
  .check(z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/, 'must be an id made of letters, digits, "_" and "-"'));

/**
 * A whole number in a query string, written as people write one: decimal digits only. `z.coerce.number()` alone
 * would read "0x10" as 16, "1e3" as 1000 and "" or " " as 0.
 */
export function queryInteger(min: number, max: number, fallback: number) {
  return z._default(
    z.pipe(
      z.string().check(z.regex(/^\d{1,15}$/, 'must be a whole number written in digits')),
      z.coerce.number<string>().check(z.int(), z.gte(min), z.lte(max)),
    ),
    fallback,
  );
}

/**
 * Text-direction embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): in a title, a name or a
 * tag one can make a line read backwards ("RTL dne"). One line of text never needs them (marks, U+200E/F, stay).
 */
export const textDirectionControls = /[\u202a-\u202e\u2066-\u2069]/g;
// Zero-width spaces and joiners (U+200B, U+2060, U+FEFF) show nothing either.
const zeroWidth = /[\u200b\u2060\ufeff]/g;
// Control characters (C0 and C1) and line or paragraph breaks do not belong in one line: each run is a space.
// eslint-disable-next-line no-control-regex
const breaks = /[\s\u0001-\u001f\u007f-\u009f\u2028\u2029]+/g;

/**
 * Any text made one line as `oneLineText()` makes it, with what it refuses (NUL, unpaired surrogates) dropped
 * rather than refused: for text a program read from a file, which a person then checks.
 */
export function toOneLine(text: string): string {
  return dropUnsafeText(text).replace(textDirectionControls, '').replace(zeroWidth, '').replace(breaks, ' ').trim();
}

/** The text without NUL characters and unpaired surrogates: what `safeString()` refuses, dropped. */
export function dropUnsafeText(text: string): string {
  return text.replace(new RegExp(unsafeText.source, 'g'), '');
}

/**
 * One line a person typed (a name, a tag, a place): text-direction controls and zero-width characters
 * dropped, each run of spaces, line breaks and control characters made one space, then trimmed; so
 * "\u202e" alone is empty, and a line made only of them is refused wherever the field needs something.
 */
export function oneLineText() {
  return safeString().check(
    z.overwrite((text) => text.replace(textDirectionControls, '').replace(zeroWidth, '').replace(breaks, ' ')),
    z.trim(),
  );
}
