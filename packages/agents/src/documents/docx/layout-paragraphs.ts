import { defaultSize, type LineFormat, type PlainToken, type Token } from './body-tokens';
import { letterCount, mostOf } from './letter-counts';

/**
 * One paragraph as mammoth's raw text ends it (or a line of one its line breaks end, docx-text.ts): its text, the size and weight most of its letters have, its page, its
 * line breaks; `exact` once its text is mammoth's as read here, word for word.
 */
export type Paragraph = { text: string; size: number; bold: boolean; page: number; format: LineFormat; breaks: number; exact?: boolean };
/** A table row read as one line: the paragraphs each cell holds, as indices [from, to). */
export type Row = { cells: Array<[number, number]> };

export const unformatted: LineFormat = {
  style: undefined,
  x: 0,
  before: 0,
  after: 0,
  line: 240,
  lineRule: 'auto',
  contextual: false,
  markSize: defaultSize,
};

/**
 * The paragraphs the tokens end, in mammoth's order, and the rows read as one line. A page break counts once until
 * a letter follows it (Word writes `w:lastRenderedPageBreak` right after the `w:br` that caused it); a paragraph is
 * on the page its first letter is. A line break ends a line of its paragraph: the lines share its format, the
 * space above before the first and the space below after the last.
 */
export function paragraphsOf(tokens: readonly Token[]): { paragraphs: Paragraph[]; rows: Row[] } {
  const paragraphs: Paragraph[] = [];
  const rows: Row[] = [];
  let page = 1;
  // A break before any letter (`w:pageBreakBefore` on the first paragraph) leaves the first page the first.
  let turned = true;
  let line = newLine();
  // The lines a paragraph's line breaks ended so far: they take its format when it ends.
  let lines: OpenLine[] = [];
  const take = (token: PlainToken) => {
    if (token.kind === 'text') {
      line.text += token.text;
      const count = letterCount(token.text);
      if (count === 0) return;
      line.firstPage ??= page;
      turned = false;
      line.sizes.set(token.size, (line.sizes.get(token.size) ?? 0) + count);
      if (token.bold) line.bold += count;
      line.letters += count;
    } else if (token.kind === 'tab') line.text += '\t';
    else if (token.kind === 'break') line.breaks++;
    else if (token.kind === 'line') {
      lines.push(line);
      line = newLine();
    } else if (token.kind === 'page') {
      if (!turned) page++;
      turned = true;
    } else {
      lines.push(line);
      lines.forEach((each, index) => paragraphs.push(ended(each, withinParagraph(token.format, index, lines.length), page)));
      [line, lines] = [newLine(), []];
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
  for (const each of [...lines, line].filter((open) => open.text !== '' || lines.length > 0)) paragraphs.push(ended(each, unformatted, page));
  return { paragraphs, rows };
}

/** A line being read: its text, its letters by size, how many are bold, its first letter's page, its wraps. */
type OpenLine = { text: string; sizes: Map<number, number>; bold: number; letters: number; firstPage: number | undefined; breaks: number };

const newLine = (): OpenLine => ({ text: '', sizes: new Map(), bold: 0, letters: 0, firstPage: undefined, breaks: 0 });

/** A line read whole, with the format it is set in. */
function ended(line: OpenLine, format: LineFormat, page: number): Paragraph {
  return {
    text: line.text,
    size: mostOf(line.sizes) ?? format.markSize,
    bold: line.bold * 2 > line.letters,
    page: line.firstPage ?? page,
    format,
    breaks: line.breaks,
  };
}

/** The format of one of a paragraph's lines: the space above it before its first line, the space below after its last. */
function withinParagraph(format: LineFormat, index: number, count: number): LineFormat {
  if (count === 1) return format;
  return { ...format, before: index === 0 ? format.before : 0, after: index === count - 1 ? format.after : 0 };
}
