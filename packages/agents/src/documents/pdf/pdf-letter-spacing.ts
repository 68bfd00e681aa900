import type { PdfTextItem } from './pdf-items';

const oneLetter = /^[\p{L}\p{N}]$/u;
/** Single letters in a row before they read as one spaced-out word rather than initials ("J R"). */
const minimumLetters = 3;

/**
 * "E X P E R I E N C E" → "EXPERIENCE": three or more single letters with one space between each, as
 * pdf.js writes a letter-spaced word it reads as one item. pdf.js puts a space inside an item wherever
 * the gap between two glyphs is 0.1–0.6 em, and tracking of that size reads as one word, not as words of
 * one letter; a word gap wider than 0.6 em ends the item, so the next word is another item.
 */
export function joinSpacedLetters(text: string): string {
  const words = text.split(' ');
  const joined: string[] = [];
  let run: string[] = [];
  const endRun = () => {
    if (run.length >= minimumLetters) joined.push(run.join(''));
    else joined.push(...run);
    run = [];
  };
  for (const word of words) {
    if (oneLetter.test(word)) {
      run.push(word);
    } else {
      endRun();
      joined.push(word);
    }
  }
  endRun();
  return joined.join(' ');
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Items of one letter each, drawn glyph by glyph along a line (sorted left to right), merged into words:
 * within a run of three or more, the usual gap is the tracking and a gap clearly wider (by half a word
 * space and half the tracking) ends a word. A run whose gaps are wider than an em or uneven is left
 * alone: that is a table of single characters, not a spaced-out word.
 */
export function mergeLetterRuns(items: readonly PdfTextItem[]): PdfTextItem[] {
  const merged: PdfTextItem[] = [];
  let start = 0;
  while (start < items.length) {
    let end = start;
    while (end < items.length && oneLetter.test(items[end]!.str.trim())) end++;
    if (end - start >= minimumLetters) {
      merged.push(...mergeRun(items.slice(start, end)));
      start = end;
    } else {
      merged.push(items[start]!);
      start++;
    }
  }
  return merged;
}

function mergeRun(run: PdfTextItem[]): PdfTextItem[] {
  const fontSize = median(run.map((item) => item.fontSize));
  const gaps = run.slice(1).map((item, index) => item.x - (run[index]!.x + run[index]!.width));
  const tracking = median(gaps);
  const wordGap = tracking + (tracking + 0.25 * fontSize) / 2;
  const letterGaps = gaps.filter((gap) => gap <= wordGap);
  const even = letterGaps.every((gap) => Math.abs(gap - tracking) <= 0.15 * fontSize);
  if (tracking > fontSize || tracking < -0.2 * fontSize || !even || letterGaps.length * 3 < gaps.length * 2) return run;
  let text = run[0]!.str.trim();
  gaps.forEach((gap, index) => {
    text += (gap > wordGap ? ' ' : '') + run[index + 1]!.str.trim();
  });
  const last = run[run.length - 1]!;
  return [{ ...run[0]!, str: text, width: last.x + last.width - run[0]!.x, fontSize }];
}
