import { textDirectionControls } from '@seeker/contract';

// PostgreSQL refuses NUL in text and JSON, and an unpaired surrogate is not Unicode: neither may reach
// a stored posting, whatever a source sends.
// eslint-disable-next-line no-control-regex
const controlChars = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const loneSurrogates = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Control characters (but tab, newline, carriage return) removed; lone surrogates become U+FFFD. */
export function stripUnsafeChars(text: string): string {
  return text.replace(controlChars, '').replace(loneSurrogates, '\uFFFD');
}

/** The first `max` characters, never ending on half of a surrogate pair (an emoji). */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** One line of plain text: unsafe characters and text-direction controls gone, whitespace collapsed, trimmed, at most `max` characters. */
export function cleanLine(text: string, max: number): string {
  // Cut before collapsing so a hostile megabyte costs no more than a few times `max`.
  const bounded = cutText(text, max * 4 + 1_000);
  return cutText(stripUnsafeChars(bounded).replace(textDirectionControls, '').replace(/\s+/g, ' ').trim(), max).trim();
}
