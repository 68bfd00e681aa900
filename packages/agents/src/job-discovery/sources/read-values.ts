// Lenient readers for values in a source's answer. Sources are hostile or sloppy (wrong types, null,
// HTML-escaped text, huge strings): each reader returns a clean value or undefined, never throws.
import { decodeHTMLStrict } from 'entities';
import type { Salary, SalaryPeriod } from '../raw-posting';

const isoDate = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?)?\s*(Z|UTC|GMT|[+-]\d{2}:?\d{2})?$/i;
const rfc2822Date = /^(?:[A-Za-z]{3},\s*)?\d{1,2}\s+[A-Za-z]{3}\s+\d{4}\s+\d{2}:\d{2}(?::\d{2})?\s*(?:GMT|UTC|Z|[+-]\d{4})$/;
const numeric = /^-?\d+(?:\.\d+)?$/;

/**
 * A date as sources write them: ISO 8601 (with or without offset; none means UTC), 'YYYY-MM-DD',
 * 'YYYY-MM-DD HH:MM:SS' (UTC), the same with ' UTC' after it (Recruitee), RFC 2822 (feeds), or epoch seconds (< 1e11) / milliseconds as a number
 * or numeric string. Anything else, an impossible calendar date (Feb 30) or a non-positive epoch → undefined.
 */
export function readDate(value: unknown): Date | undefined {
  if (typeof value === 'number') return fromEpoch(value);
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (numeric.test(text)) return fromEpoch(Number(text));
  if (rfc2822Date.test(text)) return validDate(Date.parse(text));
  const match = isoDate.exec(text);
  return match ? fromIsoParts(match) : undefined;
}

function fromEpoch(value: number): Date | undefined {
  if (!Number.isFinite(value) || value <= 0) return undefined;
  return validDate(value < 1e11 ? value * 1000 : value);
}

function fromIsoParts(match: RegExpExecArray): Date | undefined {
  const [, year, month, day, hour = '0', minute = '0', second = '0', fraction = '', zone] = match;
  const [y, mo, d, h, mi, s] = [year, month, day, hour, minute, second].map(Number) as number[];
  if (h! > 23 || mi! > 59 || s! > 59) return undefined;
  const ms = fraction ? Math.round(Number(fraction) * 1000) : 0;
  const local = Date.UTC(y!, mo! - 1, d!, h!, mi!, s!, ms);
  const check = new Date(local);
  // Date.UTC rolls Feb 30 over into March; a rolled-over date is not what the source meant.
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo! - 1 || check.getUTCDate() !== d) return undefined;
  return validDate(local - zoneOffsetMs(zone));
}

function zoneOffsetMs(zone: string | undefined): number {
  if (!zone || /^(?:Z|UTC|GMT)$/i.test(zone)) return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2))) * 60_000;
}

function validDate(ms: number): Date | undefined {
  const date = new Date(ms);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** A plain JSON object, or undefined for null, arrays and primitives. */
export function readRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/** A string trimmed with whitespace collapsed, cut to `max` characters; non-strings and '' → undefined. */
export function readText(value: unknown, max = 500): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.replace(/\s+/g, ' ').trim();
  if (!text) return undefined;
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  // Never leave half of a surrogate pair (an emoji) at the end.
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** HTML (or long plain text) trimmed but otherwise as written, cut at `max` characters; non-strings and '' → undefined. */
export function readHtml(value: unknown, max = 200_000): string | undefined {
  if (typeof value !== 'string') return undefined;
  const html = value.trim();
  if (!html) return undefined;
  return html.length <= max ? html : html.slice(0, max);
}

/** An absolute http(s) URL, normalised; anything else (javascript:, relative, junk) → undefined. */
export function readUrl(value: unknown): string | undefined {
  const text = readText(value, 2_000);
  if (!text || !URL.canParse(text)) return undefined;
  const url = new URL(text);
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
}

/** A pay period from a source's wording: "per-year-salary", "1 YEAR", "annual", "hourly", "monthly"…; "NONE", "one-time" → undefined. */
export function readSalaryPeriod(value: unknown): SalaryPeriod | undefined {
  const text = readText(value, 100)?.toLowerCase();
  // "semi-month", "bi-week" (Lever) are periods we have no word for: better none than a wrong one.
  if (!text || /semi|\bbi\b|bi-|fortnight/.test(text)) return undefined;
  if (/year|annual/.test(text)) return 'year';
  if (/month/.test(text)) return 'month';
  if (/week/.test(text)) return 'week';
  if (/day/.test(text)) return 'day';
  if (/hour/.test(text)) return 'hour';
  return undefined;
}

/**
 * Pay from a source's own fields (amounts, currency code) in a period the adapter knows;
 * undefined when neither bound is a number.
 */
export function readSalaryRange(min: unknown, max: unknown, currency: unknown, period: SalaryPeriod | undefined): Partial<Salary> | undefined {
  const low = readNumber(min) ?? null;
  const high = readNumber(max) ?? null;
  if (low === null && high === null) return undefined;
  return { min: low, max: high, currency: readText(currency, 10) ?? null, period: period ?? null };
}

/** An identifier a source may give as a string or a number (Greenhouse ids are numbers). */
export function readId(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? String(value) : undefined;
  return readText(value, 200);
}

/** Location parts ("Berlin", "Berlin", "Germany") joined as "Berlin, Germany": empties and repeats dropped. */
export function joinLocation(...parts: unknown[]): string | undefined {
  const kept: string[] = [];
  for (const part of parts) {
    const text = readText(part, 200);
    if (text && !kept.some((seen) => seen.toLowerCase() === text.toLowerCase())) kept.push(text);
  }
  return kept.length ? kept.join(', ') : undefined;
}

/** A finite number, or a plain numeric string ("120000", "45.5"); anything else → undefined. */
export function readNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || !numeric.test(value.trim())) return undefined;
  const number = Number(value.trim());
  return Number.isFinite(number) ? number : undefined;
}

/** The readable strings of an array (at most 100, each through readText); a non-array → []. */
export function readStringList(value: unknown, max = 200): string[] {
  if (!Array.isArray(value)) return [];
  const list: string[] = [];
  for (const item of value.slice(0, 100)) {
    const text = readText(item, max);
    if (text) list.push(text);
  }
  return list;
}

/**
 * HTML that arrived escaped once more than it should (Arbeitnow, Teamtailor and JOIN put "&lt;p&gt;…" in
 * their JSON): a text with no tag of its own but escaped ones is unescaped once; any other is as given.
 */
export function unescapeEscapedHtml(html: string): string {
  return !/<[A-Za-z!/]/.test(html) && /&lt;[A-Za-z!/]/i.test(html) ? decodeEntities(html) : html;
}

/**
 * Decodes HTML entities once ("&lt;p&gt;A &amp;amp; B" → "<p>A &amp; B"), for sources that escape
 * their HTML (Greenhouse). Unknown names and invalid code points stay as written.
 */
export function decodeEntities(text: string): string {
  return text.replace(/&(#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});/g, (entity, body: string) => {
    // HTML's whole table of names, as a browser reads them; a name it does not know stays as written.
    if (!body.startsWith('#')) return decodeHTMLStrict(entity);
    const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    const valid = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
    return valid ? String.fromCodePoint(code) : entity;
  });
}

/**
 * Plain text from a field that is text but arrives with entities ("Sales &amp; Marketing") or the odd
 * tag (<b> around the searched words), through readText. A <script> or <style> goes with its content;
 * a tag that breaks words (<br>, <div>) leaves a space, an inline one (<b>) nothing. Tags go before
 * entities are decoded, so an escaped "&lt;Remote&gt;" stays as text; `[^<>]` keeps a hostile run of "<" linear.
 */
export function readPlainText(value: unknown, max = 500): string | undefined {
  if (typeof value !== 'string') return undefined;
  const bounded = value.length > max * 10 + 1_000 ? value.slice(0, max * 10 + 1_000) : value;
  const tagless = withoutScripts(bounded).replace(/<[^<>]*>/g, (tag) =>
    inlineTags.has(/^<\/?([a-z][a-z0-9]*)/i.exec(tag)?.[1]?.toLowerCase() ?? '') ? '' : ' ',
  );
  return readText(decodeEntities(tagless), max);
}

// Tags that do not break a word where they stand ("Java<b>Script</b>"); any other tag is a space.
const inlineTags = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'cite',
  'code',
  'em',
  'i',
  'mark',
  'q',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'u',
]);

/** Text with every <script> and <style> element gone, content and all (an unclosed one to the end); linear. */
function withoutScripts(text: string): string {
  const opening = /<(script|style)\b/gi;
  const lower = text.toLowerCase();
  let kept = '';
  let from = 0;
  for (let match = opening.exec(text); match; match = opening.exec(text)) {
    kept += `${text.slice(from, match.index)} `;
    const close = lower.indexOf(`</${match[1]!.toLowerCase()}`, opening.lastIndex);
    if (close < 0) return kept;
    const end = lower.indexOf('>', close);
    if (end < 0) return kept;
    from = opening.lastIndex = end + 1;
  }
  return kept + text.slice(from);
}
