import { resumeStructureLimits, toOneLine } from '@seeker/contract';
import { normalizeDatePoint } from '../dates';
import { lineOf } from './checkable-structure';
import { linesHolding, linesWritingDate, type DocumentWords } from './document-words';
import { quote, type LeftOut } from './llm-left-out';

// The LLM's one-line fields and dates held to the document (structureFromLlmAnswer): kept only where the document writes them.

/** A one-line field held to the document: its words on a line (or wrapped onto the next); null when they are not. */
export function lineField(document: DocumentWords, value: string): { value: string; lines: number[] } | null {
  const line = toOneLine(value);
  if (line === '') return { value: '', lines: [] };
  if (line.length > resumeStructureLimits.line) return null;
  const lines = linesHolding(document, line, 2);
  return lines.length > 0 ? { value: lineOf(line), lines } : null;
}

const month = /^(19|20)\d{2}(-(0[1-9]|1[0-2]))?$/;
const openEnd = /^(present|current|currently|now|today|ongoing)$/i;

/**
 * A date held to the document: kept where the document writes it in some form ("Mar 2020", "03/2020", "2020-03");
 * a month the document writes only as its year is kept as the year, and said to be narrowed. Null: not the document's.
 */
function guardDate(document: DocumentWords, value: string): { date?: string; lines: number[]; narrowed?: boolean } | null {
  const written = value.trim();
  if (written === '' || openEnd.test(written)) return { lines: [] };
  const date = /^\d{4}-\d{2}-\d{2}$/.test(written) ? written.slice(0, 7) : month.test(written) ? written : normalizeDatePoint(written);
  if (!date || !month.test(date)) return null;
  const lines = linesWritingDate(document, date);
  if (lines.length > 0) return { date, lines };
  const year = linesWritingDate(document, date.slice(0, 4));
  return date.length === 7 && year.length > 0 ? { date: date.slice(0, 4), lines: year, narrowed: true } : null;
}

/** The line of `lines` nearest `anchor`, when it is within the entry's reach (a few lines above, several below). */
export const nearest = (lines: number[], anchor: number, above = 3, below = 8) =>
  lines.filter((line) => line >= anchor - above && line <= anchor + below).sort((a, b) => Math.abs(a - anchor) - Math.abs(b - anchor))[0];

export type Dates = { startDate?: string; endDate?: string };

/** An entry's dates held to the document: kept where written, marked where far from its header or narrowed to a year. */
export function guardDates(
  document: DocumentWords,
  answer: { startDate: string; endDate: string },
  anchor: number,
  leftOut: LeftOut,
  label: string,
): { dates: Dates; uncertain: ('startDate' | 'endDate')[]; lines: number[] } {
  const dates: Dates = {};
  const uncertain: ('startDate' | 'endDate')[] = [];
  const lines: number[] = [];
  for (const key of ['startDate', 'endDate'] as const) {
    const guarded = guardDate(document, answer[key]);
    if (!guarded) {
      leftOut.add('detail', `the ${key === 'startDate' ? 'start' : 'end'} date ${quote(answer[key])} of ${label}`);
      uncertain.push(key);
      continue;
    }
    if (!guarded.date) continue;
    dates[key] = guarded.date;
    const near = nearest(guarded.lines, anchor);
    if (near === undefined || guarded.narrowed) uncertain.push(key);
    if (near !== undefined) lines.push(near);
  }
  return { dates, uncertain, lines };
}
