import type { PdfTextItem } from './pdf-items';
import { joinSpacedLetters, mergeLetterRuns } from './pdf-letter-spacing';

/**
 * Items sharing a baseline, left to right. `y` is the baseline and `fontSize` the size of the text that
 * holds most of the characters; `left` and `right` bound the row.
 */
export type TextRow = { items: PdfTextItem[]; y: number; fontSize: number; left: number; right: number };

/** How far apart two baselines may be, in font sizes, and still be one line (dates set smaller beside a title are). */
const baselineTolerance = 0.4;
/** A gap between items wider than this many font sizes is a word space; pdf.js itself uses 0.102 inside an item. */
const spaceGap = 0.12;

/** A row of the given items (any order). */
export function makeRow(items: readonly PdfTextItem[]): TextRow {
  const sorted = [...items].sort((a, b) => a.x - b.x);
  const main = dominantItem(sorted);
  let left = Infinity;
  let right = -Infinity;
  for (const item of sorted) {
    left = Math.min(left, item.x);
    right = Math.max(right, item.x + item.width);
  }
  return { items: sorted, y: main?.y ?? 0, fontSize: main?.fontSize ?? 0, left, right };
}

/** The item in the font size that holds the most characters, the first of them. */
function dominantItem(items: readonly PdfTextItem[]): PdfTextItem | undefined {
  const characters = new Map<number, number>();
  for (const item of items) characters.set(item.fontSize, (characters.get(item.fontSize) ?? 0) + item.str.length);
  let best: PdfTextItem | undefined;
  for (const item of items) if (!best || characters.get(item.fontSize)! > characters.get(best.fontSize)!) best = item;
  return best;
}

/**
 * Items grouped into rows by baseline, top of the page first: an item joins the row above it when its
 * baseline is within 0.4 font sizes of that row's first (highest) item. Rows span the whole page, so a
 * row may hold text from several columns; pdf-columns splits them.
 */
export function groupIntoRows(items: readonly PdfTextItem[]): TextRow[] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: PdfTextItem[][] = [];
  // The rows an item may still join: text of another size between two words of a line ("gregory", a 12-point
  // email, "diaz") does not part them.
  let open: PdfTextItem[][] = [];
  for (const item of sorted) {
    open = open.filter((row) => row[0]!.y - item.y <= baselineTolerance * Math.max(row[0]!.fontSize, item.fontSize));
    const row = open.find((candidate) => oneRow(candidate[0]!, item));
    if (row) row.push(item);
    else {
      const started = [item];
      rows.push(started);
      open.push(started);
    }
  }
  return rows.map(makeRow);
}

/**
 * Whether an item is on its row's first item's line: its baseline within 0.4 font sizes, and its size within
 * twice the other's. Text of very different sizes (a name set three times larger than the phone number or the
 * email beside it) is two lines, however close their baselines: a 36-point name is not read as a 12-point line.
 */
function oneRow(anchor: PdfTextItem, item: PdfTextItem) {
  const [small, large] = [Math.min(anchor.fontSize, item.fontSize), Math.max(anchor.fontSize, item.fontSize)];
  // A bullet, an icon or a drop cap drawn in another size stays with its text.
  const sizesApart = large > 2 * small && words.test(anchor.str) && words.test(item.str);
  return !sizesApart && anchor.y - item.y <= baselineTolerance * large;
}
const words = /[\p{L}\p{N}]{2}/u;

/** The same text drawn twice a hair apart (how some tools fake bold or a shadow) counts once. */
function withoutOverprint(items: readonly PdfTextItem[]): PdfTextItem[] {
  const kept: PdfTextItem[] = [];
  for (const item of items) {
    const previous = kept[kept.length - 1];
    if (previous && previous.str === item.str && Math.abs(previous.x - item.x) < 0.5 * item.fontSize) continue;
    kept.push(item);
  }
  return kept;
}

/**
 * The text of one line from its items: left to right, a space where the gap is wider than 0.12 font sizes
 * or pdf.js marked a word space between two words, and none otherwise, so a word split across items (a font
 * change, glyphs drawn one by one) stays whole, and letter-spaced headings read as words.
 */
export function lineText(items: readonly PdfTextItem[]): string {
  const sorted = mergeLetterRuns(withoutOverprint([...items].sort((a, b) => a.x - b.x)));
  let text = '';
  sorted.forEach((item, index) => {
    const previous = sorted[index - 1];
    const gap = previous ? item.x - (previous.x + previous.width) : 0;
    const size = Math.min(previous?.fontSize ?? 0, item.fontSize);
    const marked = item.spaceBefore === true && previous !== undefined && previous.str.trim().length > 1 && item.str.trim().length > 1;
    if (previous && (gap > spaceGap * size || (marked && gap > -0.2 * size))) text += ' ';
    text += joinSpacedLetters(item.str);
  });
  return text.replace(/\s+/g, ' ').trim();
}

/** A gap wider than this many font sizes between two pieces of a line sets them apart as cells (a tab stop, a right-aligned date). */
const cellGap = 1.5;

/**
 * A line's pieces where it is set apart by wide gaps ("SafeEx" at the left margin, "Nørresundby" at the right) or
 * where its font changes at a word's end ("Biology Teacher" bold, then "Company Name"): each piece's text as lineText
 * reads it, or undefined when the line is one piece. Blank items are no piece.
 */
export function lineCells(items: readonly PdfTextItem[]): string[] | undefined {
  const sorted = withoutOverprint(items.filter((item) => item.str.trim() !== '').sort((a, b) => a.x - b.x));
  const cells: PdfTextItem[][] = [];
  let right = -Infinity;
  for (const item of sorted) {
    const gap = item.x - right;
    const previous = cells.at(-1)?.at(-1);
    const fontChange = previous?.font !== undefined && item.font !== previous.font && gap > spaceGap * Math.min(previous.fontSize, item.fontSize);
    if (cells.length === 0 || gap > cellGap * item.fontSize || fontChange) cells.push([]);
    cells.at(-1)!.push(item);
    right = Math.max(right, item.x + item.width);
  }
  if (cells.length < 2) return undefined;
  return cells.map(lineText).filter((cell) => cell !== '');
}
