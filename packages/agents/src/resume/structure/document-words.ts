import { tokenize } from '../../text/tokenize';
import { withoutAccents } from '../../text/without-accents';
import { findDateRange, yearsIn } from '../dates';
import { factKey } from '../fact-guard/evidence';
import { functionWords } from '../function-words';

/**
 * What a document says, read once to hold another reading of it to its words (the fact guard's rule, decision
 * 0012): a field is the document's only where every content word of it is written there, and a date only where
 * the document writes it in some form.
 */
export type DocumentWords = {
  /** The document's lines as written (trimmed), in order. */
  lines: string[];
  /** Which lines hold each word (lowercased, without accents, as `tokenize` cuts them), in order. */
  linesOf: Map<string, Set<number>>;
  /** Which lines write each date, as YYYY-MM (a month) and YYYY (its year, or a year alone), in order. */
  datesOf: Map<string, number[]>;
  /** Which lines read the same, compared as the fact guard compares (`factKey`). */
  linesByKey: Map<string, number[]>;
  /**
   * What is left of the checks one reading may cost: a hostile document (one word on 25,000 lines) and an answer
   * naming it thousands of times could otherwise cost minutes. Spent, no further field is found (all are left out).
   */
  budget: { left: number };
};

/** Checks of a word on a line one reading may make: a real resume's fields take a few thousand. */
export const guardBudget = 5_000_000;

/** Words of a text as the document is compared: lowercased, without accents, as `tokenize` cuts them. */
export const wordsOf = (text: string) => tokenize(withoutAccents(text));

/** The words that carry a field's meaning: its function words ("of", "de", "und") may differ from the document's. */
export function contentWordsOf(text: string): string[] {
  const words = [...new Set(wordsOf(text))];
  const content = words.filter((word) => !functionWords.has(word));
  return content.length > 0 ? content : words;
}

const push = (map: Map<string, number[]>, key: string, index: number) => {
  const at = map.get(key);
  if (!at) map.set(key, [index]);
  else if (at[at.length - 1] !== index) at.push(index);
};

/** Every date a line writes ("Jan 2020 – Present", "03/2016", "2019"): each range's start and end, and their years. */
function datesIn(line: string): string[] {
  const points: string[] = [...yearsIn(line)];
  let rest = line;
  // Each range once, left to right: a line holds a few ("2016 - 2019 | 2019 - 2021").
  for (let count = 0; count < 20 && rest !== ''; count++) {
    const found = findDateRange(rest);
    if (!found || found.length === 0) break;
    for (const point of [found.range.start, found.range.end]) if (point) points.push(point, point.slice(0, 4));
    rest = rest.slice(found.index + found.length);
  }
  return points;
}

/** The document's words and dates, by line. */
export function indexDocument(text: string): DocumentWords {
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  const linesOf = new Map<string, Set<number>>();
  const datesOf = new Map<string, number[]>();
  const linesByKey = new Map<string, number[]>();
  for (const [index, line] of lines.entries()) {
    if (line === '') continue;
    for (const word of wordsOf(line)) {
      const at = linesOf.get(word);
      if (at) at.add(index);
      else linesOf.set(word, new Set([index]));
    }
    // A line longer than any resume's is looked at in part for dates (the patterns cost more on a long line).
    for (const point of datesIn(line.slice(0, 2_000))) push(datesOf, point, index);
    push(linesByKey, factKey(line.slice(0, 2_000)), index);
  }
  return { lines, linesOf, datesOf, linesByKey, budget: { left: guardBudget } };
}

/** How many places of a field are looked at: its rarest word's first few hundred, far more than a resume repeats one. */
const maxPlaces = 200;

/**
 * The lines where every content word of `text` is written within `span` consecutive lines (a title on its own
 * line, or wrapped onto the next: span 2; a bullet wrapped over a few: more), as the first line of each such place.
 * Empty when a word is not the document's anywhere near the others: the field is not the document's.
 */
export function linesHolding(document: DocumentWords, text: string, span: number): number[] {
  const words = contentWordsOf(text);
  if (words.length === 0) return [];
  const sets: Set<number>[] = [];
  for (const word of words) {
    const lines = document.linesOf.get(word);
    if (!lines) return [];
    sets.push(lines);
  }
  // The rarest word first: runs are begun where it stands, and a run missing a word fails soonest on a rare one.
  sets.sort((left, right) => left.size - right.size);
  const found: number[] = [];
  const tried = new Set<number>();
  let places = 0;
  for (const line of sets[0]!) {
    if (places++ >= maxPlaces) break;
    for (let start = Math.max(0, line - span + 1); start <= line; start++) {
      if (tried.has(start)) continue;
      tried.add(start);
      let holds = true;
      for (const set of sets) {
        document.budget.left -= span;
        if (document.budget.left < 0) return [];
        let inRun = false;
        for (let offset = 0; offset < span && !inRun; offset++) inRun = set.has(start + offset);
        if (!inRun) {
          holds = false;
          break;
        }
      }
      if (!holds) continue;
      // The run's first line that holds one of the words: two runs over the same words are one place.
      let first = start;
      while (!sets.some((set) => set.has(first))) first++;
      if (found[found.length - 1] !== first && !found.includes(first)) found.push(first);
    }
  }
  return found.sort((left, right) => left - right);
}

/** Whether the document writes this email address (case aside). */
export const writesEmail = (document: DocumentWords, email: string) =>
  email.includes('@') && document.lines.some((line) => line.toLowerCase().includes(email.toLowerCase().trim()));

/** Whether the document writes this phone number: its digits, in order, on one line, however they are spaced. */
export function writesPhone(document: DocumentWords, phone: string) {
  const digits = phone.replace(/\D/g, '');
  return digits.length >= 6 && document.lines.some((line) => line.replace(/\D/g, '').includes(digits));
}

/** The lines that write a date given as YYYY or YYYY-MM; empty when the document never writes it. */
export const linesWritingDate = (document: DocumentWords, date: string) => document.datesOf.get(date) ?? [];
