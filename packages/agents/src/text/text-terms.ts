import { LRUCache } from 'lru-cache';
import { detached } from './detached';
import { toTerms, tokenize } from './tokenize';

// A posting's text is read against many users' phrases: every schedule a new posting matches prepares it,
// and every search ranks the same newest postings. A text read a second time has its terms kept here, as
// numbers (4 bytes a term, the same number for the same term in every text), for the texts used most
// lately (a day's new postings, which every schedule's run reads: descriptions, and titles, tags and
// requirement lines, which are short but read as often). A text read once (most of a large ranking) is
// only noted: numbering its terms would cost more than reading it again.

export type TermReader = {
  /** The text's terms in reading order (`toTerms(tokenize(text))`), each as its number, if it is kept; null when it is read for the first time lately, passed over while the reader is full, or empty or too long. */
  keptTerms: (text: string) => Int32Array | null;
  /** The term's number in this generation (numbered now if new). */
  termNumber: (term: string) => number;
  /** Which numbering the numbers belong to: the numbering starts over when full, and older numbers mean nothing then. */
  generation: () => number;
  /** What the kept texts come to, in bytes as `maxKeptBytes` counts them. */
  keptBytes: () => number;
};

/** Longer texts are read again each time: V8 hashes a string this long by its length alone, so such keys would all collide (and a description is read up to 40,000 characters). */
const maxKeptLength = 16_383;

/** What keeping a text costs besides its numbers and characters: the map's entry and the array's header (short texts are kept too). */
const entryBytes = 96;
/** A kept text's cost: its numbers, the text itself, which is the key (two bytes a character at most), and its entry. */
const keptBytes = (text: string, terms: Int32Array) => terms.byteLength + 2 * text.length + entryBytes;

/** A text's mark among those read lately: its length and a few of its characters (two texts sharing one only means the second is kept at once). */
function markOf(text: string): number {
  let mark = text.length;
  const step = Math.max(1, Math.floor(text.length / 16));
  for (let index = 0; index < text.length; index += step) mark = (Math.imul(mark, 31) + text.charCodeAt(index)) | 0;
  return mark;
}

/**
 * Past `maxKeptBytes` the older generation of kept texts goes; past `maxNumberedTerms` the numbering (and
 * what is kept) starts over; at most `maxMarks` texts read once are remembered: bounded memory in a server
 * that runs for months.
 */
export function createTermReader({ maxKeptBytes = 12 * 1024 * 1024, maxNumberedTerms = 200_000, maxMarks = 200_000 } = {}): TermReader {
  const numbers = new Map<string, number>();
  // Kept texts, and the marks of texts read once lately: the least lately used go first. One text may
  // take at most half the bytes, so a few long descriptions cannot push out every short title.
  const kept = new LRUCache<string, Int32Array>({
    maxSize: maxKeptBytes,
    maxEntrySize: maxKeptBytes / 2,
    sizeCalculation: (terms, text) => keptBytes(text, terms),
  });
  const marks = new LRUCache<number, true>({ max: maxMarks });
  /** Nearly full: from here on, a text let in pushes out one used less lately. */
  const full = () => kept.calculatedSize >= maxKeptBytes * 0.9;
  let generation = 0;
  let passedOver = 0;

  function termNumber(term: string): number {
    let number = numbers.get(term);
    if (number === undefined) {
      if (numbers.size >= maxNumberedTerms) {
        numbers.clear();
        kept.clear();
        generation++;
      }
      number = numbers.size;
      numbers.set(detached(term), number);
    }
    return number;
  }

  /** The text's terms numbered in one generation, or null when the numbering cannot hold them with what it has. */
  function read(text: string): Int32Array | null {
    const terms = toTerms(tokenize(text));
    const numbered = new Int32Array(terms.length);
    // The numbering started over part way: the whole text is numbered again in the new generation, once.
    for (let attempt = 0; attempt < 2; attempt++) {
      const start = generation;
      for (let index = 0; index < terms.length; index++) numbered[index] = termNumber(terms[index]!);
      if (generation === start) return numbered;
    }
    return null;
  }

  function keptTermsOf(text: string): Int32Array | null {
    if (text === '' || text.length > maxKeptLength) return null;
    const known = kept.get(text);
    if (known) return known;
    const mark = markOf(text);
    if (!marks.has(mark)) {
      marks.set(mark, true);
      return null;
    }
    // Full, most texts read again are let in only now and then: a ranking that reads more texts than
    // are kept, over and over, would otherwise number every text each time it comes round.
    if (full() && ++passedOver % 8 !== 0) return null;
    marks.delete(mark);
    const terms = read(text);
    if (!terms) return null;
    kept.set(text, terms);
    return terms;
  }

  return { keptTerms: keptTermsOf, termNumber, generation: () => generation, keptBytes: () => kept.calculatedSize };
}

/** The one every ranking in this process shares. */
export const sharedTermReader = createTermReader();
