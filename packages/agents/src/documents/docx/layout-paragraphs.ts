import { defaultSize, type LineFormat, type PlainToken, type Token } from './body-tokens';
import { letterCount, mostOf } from './letter-counts';

/**
 * One paragraph as mammoth's raw text ends it: its text, the size and weight most of its letters have, its page, its
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
 * on the page its first letter is.
 */
export function paragraphsOf(tokens: readonly Token[]): { paragraphs: Paragraph[]; rows: Row[] } {
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
