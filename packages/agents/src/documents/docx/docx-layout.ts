import type { LayoutLine, ReadDocument } from '../layout/layout-line';
import { normalizeLine } from '../normalize-text';
import { bodyTokens, defaultSize, type LineFormat, type PlainToken, type Token } from './docx-body';
import { DocxStyles } from './docx-styles';
import type { DocxPart } from './read-docx-parts';

/**
 * One paragraph as mammoth's raw text ends it: its text, the size and weight most of its letters have, its page, its
 * line breaks; `exact` once its text is mammoth's as read here, word for word.
 */
type Paragraph = { text: string; size: number; bold: boolean; page: number; format: LineFormat; breaks: number; exact?: boolean };
/** A table row read as one line: the paragraphs each cell holds, as indices [from, to). */
type Row = { cells: Array<[number, number]> };
/** A line to lay out: a paragraph, or a row of cells; blank where it has no words (it still takes space). */
type Unit = Paragraph & { cells?: string[]; blank: boolean };

const unformatted: LineFormat = {
  style: undefined,
  x: 0,
  before: 0,
  after: 0,
  line: 240,
  lineRule: 'auto',
  contextual: false,
  markSize: defaultSize,
};

/** Letters (anything but white space) in a piece of text, counted without copying it (a paragraph can be megabytes). */
function letterCount(text: string): number {
  let count = 0;
  for (let index = 0; index < text.length; index++) if (!isSpace(text.charCodeAt(index))) count++;
  return count;
}

/** What `\s` matches, by its code. */
function isSpace(code: number): boolean {
  if (code <= 0x20) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  if (code < 0xa0) return false;
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/**
 * The paragraphs the tokens end, in mammoth's order, and the rows read as one line. A page break counts once until
 * a letter follows it (Word writes `w:lastRenderedPageBreak` right after the `w:br` that caused it); a paragraph is
 * on the page its first letter is.
 */
function paragraphsOf(tokens: readonly Token[]): { paragraphs: Paragraph[]; rows: Row[] } {
  const paragraphs: Paragraph[] = [];
  const rows: Row[] = [];
  let page = 1;
  // A break before any letter (`w:pageBreakBefore` on the first paragraph) leaves the first page the first.
  let turned = true;
  let text = '';
  let sizes = new Map<number, number>();
  let bold = 0;
  let letters = 0;
  let firstPage: number | undefined;
  let breaks = 0;
  const take = (token: PlainToken) => {
    if (token.kind === 'text') {
      text += token.text;
      const count = letterCount(token.text);
      if (count === 0) return;
      firstPage ??= page;
      turned = false;
      sizes.set(token.size, (sizes.get(token.size) ?? 0) + count);
      if (token.bold) bold += count;
      letters += count;
    } else if (token.kind === 'tab') text += '\t';
    else if (token.kind === 'break') breaks++;
    else if (token.kind === 'page') {
      if (!turned) page++;
      turned = true;
    } else {
      paragraphs.push({
        text,
        size: mostOf(sizes) ?? token.format.markSize,
        bold: bold * 2 > letters,
        page: firstPage ?? page,
        format: token.format,
        breaks,
      });
      [text, sizes, bold, letters, firstPage, breaks] = ['', new Map(), 0, 0, undefined, 0];
    }
  };
  for (const token of tokens) {
    if (token.kind !== 'row') {
      take(token);
      continue;
    }
    const cells: Array<[number, number]> = [];
    for (const cell of token.cells) {
      const from = paragraphs.length;
      for (const piece of cell) take(piece);
      cells.push([from, paragraphs.length]);
    }
    rows.push({ cells });
  }
  // Words after the last paragraph (a run straight in the body): mammoth writes them with no end.
  if (text !== '')
    paragraphs.push({ text, size: mostOf(sizes) ?? defaultSize, bold: bold * 2 > letters, page: firstPage ?? page, format: unformatted, breaks });
  return { paragraphs, rows };
}

function mostOf(counts: ReadonlyMap<number, number>): number | undefined {
  let best: number | undefined;
  let most = 0;
  for (const [value, count] of counts) if (count > most) [best, most] = [value, count];
  return best;
}

/** mammoth's raw text as its paragraphs: each one's text, then two newlines (raw-text.js). */
function mammothParagraphs(raw: string): string[] {
  const paragraphs = raw.split('\n\n');
  if (paragraphs.at(-1) === '') paragraphs.pop();
  return paragraphs;
}

/** How far ahead a paragraph of mammoth's is looked for among those read here, where the two readings part. */
const lookAhead = 50;

/**
 * The paragraphs with mammoth's words: paired one to one where there are as many of each and nearly all have the
 * same words (a symbol mammoth names its own way changes a paragraph's words, not the paragraphs); else each of
 * mammoth's paragraphs with the format of the paragraph read here with the same first words close ahead, or of the
 * one the reading is at.
 */
function withMammothWords(mine: readonly Paragraph[], raw: string): Paragraph[] {
  const theirs = mammothParagraphs(raw);
  if (theirs.length === mine.length) {
    const paired = mine.map((paragraph, index) => ({ ...paragraph, text: theirs[index]!, exact: paragraph.text === theirs[index] }));
    const differ = paired.filter((paragraph) => !paragraph.exact).length;
    if (differ <= Math.max(2, paired.length / 10)) return paired;
  }
  // Compared by their first words: enough to tell paragraphs apart, and no megabyte paragraph normalized whole.
  const keyOf = (text: string) => normalizeLine(text.slice(0, 1_000));
  const keys = mine.map((paragraph) => keyOf(paragraph.text));
  let at = 0;
  let last: Paragraph = { text: '', size: defaultSize, bold: false, page: 1, format: unformatted, breaks: 0 };
  return theirs.map((text) => {
    const key = keyOf(text);
    for (let found = at; key !== '' && found < Math.min(keys.length, at + lookAhead); found++) {
      if (keys[found] !== key) continue;
      at = found + 1;
      last = mine[found]!;
      return { ...last, text, exact: false };
    }
    return { ...(mine[at] ?? last), text, exact: false };
  });
}

/**
 * A paragraph with nothing normalizeLine keeps: white space, control characters, private-use glyphs (a test that
 * stops at the first letter, where normalizing would copy a paragraph of megabytes several times).
 */
// eslint-disable-next-line no-control-regex
const isBlank = (text: string) => !/[^\s\u0001-\u0008\u000e-\u001f\u007f-\u009f\ue000-\uf8ff]/.test(text);
/** A line's pieces where tabs set them apart ("Software Engineer⇥2019 – 2021"); undefined for one piece. */
function tabCells(text: string): string[] | undefined {
  if (!text.includes('\t')) return undefined;
  const pieces = text.split('\t').filter((piece) => !isBlank(piece));
  return pieces.length > 1 ? pieces : undefined;
}

/**
 * A row as one line, where its paragraphs are mammoth's word for word, one at most in each cell, and words in two;
 * else undefined.
 */
function rowUnit(row: Row, paragraphs: readonly Paragraph[]): Unit | undefined {
  const filled: Paragraph[] = [];
  for (const [from, to] of row.cells) {
    const held = paragraphs.slice(from, to);
    if (held.some((paragraph) => !paragraph.exact)) return undefined;
    const own = held.filter((paragraph) => !isBlank(paragraph.text));
    if (own.length > 1) return undefined;
    if (own.length === 1) filled.push(own[0]!);
  }
  if (filled.length < 2) return undefined;
  const sizes = new Map<number, number>();
  let bold = 0;
  let letters = 0;
  for (const cell of filled) {
    const count = letterCount(cell.text);
    sizes.set(cell.size, (sizes.get(cell.size) ?? 0) + count);
    if (cell.bold) bold += count;
    letters += count;
  }
  const text = filled.map((cell) => cell.text).join('\t');
  return {
    text,
    size: mostOf(sizes) ?? filled[0]!.size,
    bold: bold * 2 > letters,
    page: filled[0]!.page,
    format: { ...filled[0]!.format, after: filled.at(-1)!.format.after },
    breaks: filled.reduce((most, cell) => Math.max(most, cell.breaks), 0),
    cells: text.split('\t').filter((piece) => !isBlank(piece)),
    blank: false,
  };
}

/** The lines to lay out: each paragraph, and each row mammoth's words allow read as one line. */
function unitsOf(paragraphs: readonly Paragraph[], rows: readonly Row[]): Unit[] {
  const rowAt = new Map<number, Row>();
  for (const row of rows) if (row.cells.length > 1) rowAt.set(row.cells[0]![0], row);
  const units: Unit[] = [];
  for (let index = 0; index < paragraphs.length;) {
    const row = rowAt.get(index);
    const joined = row && rowUnit(row, paragraphs);
    if (joined) {
      units.push(joined);
      index = row.cells.at(-1)![1];
      continue;
    }
    const paragraph = paragraphs[index++]!;
    const cells = tabCells(paragraph.text);
    units.push({ ...paragraph, ...(cells ? { cells } : {}), blank: isBlank(paragraph.text) });
  }
  return units;
}

/** A page's text width in points (Letter with one-inch margins; A4's is 451): how long a line runs before it wraps. */
const textWidth = 468;
/** A font's own line height, in sizes: what single spacing is for the fonts resumes use. */
const singleSpacing = 1.15;

function lineHeight(format: LineFormat, size: number): number {
  if (format.lineRule === 'exact') return Math.min(Math.max(format.line / 20, 1), 1584);
  if (format.lineRule === 'atLeast') return Math.max(size * singleSpacing, Math.min(format.line / 20, 1584));
  return size * singleSpacing * Math.min(Math.max(format.line / 240, 0.5), 5);
}

/**
 * The units laid out down their pages: each starts below the one before by the space after that one and before
 * itself (none between paragraphs of one style that say so, `w:contextualSpacing`), a blank paragraph taking its
 * line; a paragraph wraps where its letters, half a size wide each, pass the text width, and at its line breaks.
 * `top` is how far below the page's first line a line stands; `gap` the space above its first line in its own size,
 * as a PDF line's is measured (from the line above's baseline, less one line): 0 for a page's first line.
 */
function laidOut(units: readonly Unit[]): LayoutLine[] {
  const lines: LayoutLine[] = [];
  let page = 0;
  let bottom = 0;
  let previous: Unit | undefined;
  let lineAbove: number | undefined;
  let firstTop = 0;
  for (const unit of units) {
    if (unit.page !== page) {
      [page, bottom, previous, lineAbove] = [unit.page, 0, undefined, undefined];
    }
    const { format, size } = unit;
    const together = previous !== undefined && previous.format.style === format.style;
    const before = together && format.contextual ? 0 : format.before;
    const after = previous === undefined || (together && previous.format.contextual) ? 0 : previous.format.after;
    const top = previous === undefined ? 0 : bottom + after + before;
    const height = lineHeight(format, size);
    const wraps = Math.min(1000, Math.max(1, Math.ceil((unit.text.length * size * 0.5) / Math.max(72, textWidth - format.x))) + unit.breaks);
    bottom = top + (unit.blank ? 1 : wraps) * height;
    previous = unit;
    if (unit.blank) continue;
    if (lineAbove === undefined) firstTop = top;
    const gap = lineAbove === undefined ? 0 : Math.max(0, (top + height - lineAbove) / size - 1);
    lineAbove = bottom;
    lines.push({
      text: unit.text,
      page: unit.page,
      size: unit.size,
      bold: unit.bold,
      x: Math.round(format.x),
      top: Math.round(top - firstTop),
      gap: Math.round(gap * 100) / 100,
      ...(unit.cells ? { cells: unit.cells } : {}),
    });
  }
  return lines;
}

/**
 * A DOCX read with its layout (decision 0043): one line per paragraph with words, in mammoth's order, its text as
 * mammoth's raw text (`raw`) writes it; its size (points) and weight those most of its letters have, from the runs,
 * their styles, the paragraph's style and the document's defaults; its left indent; its page (explicit and last
 * rendered page breaks); its place down the page and the space above it from the paragraphs' spacing and the blank
 * paragraphs between; and its cells where tabs set them apart. A table row whose cells each hold one short
 * paragraph is one line with the cells' texts as cells, and one line of the text too (the cells joined by a tab),
 * where the paragraphs read are mammoth's: every word mammoth gives is kept, in its order.
 */
export function docxLayout(parts: readonly DocxPart[], raw: string): ReadDocument {
  const part = (name: string) => parts.find((candidate) => candidate.name === name)?.data;
  const document = part('word/document.xml');
  if (!document) return { text: raw };
  const styles = new DocxStyles(part('word/styles.xml'), part('word/numbering.xml'));
  const read = paragraphsOf(bodyTokens(document, styles));
  const paragraphs = withMammothWords(read.paragraphs, raw);
  const units = unitsOf(paragraphs, read.rows);
  // Mammoth's text, but for the rows read as one line (each paragraph is mammoth's, each row's joined by tabs).
  const text = units.length < paragraphs.length ? units.map((unit) => `${unit.text}\n\n`).join('') : raw;
  return { text, layout: laidOut(units) };
}
