/** How a paragraph is set: its style, left indent and spacing in points, its line spacing, the size of its mark. */
export type LineFormat = {
  style: string | undefined;
  x: number;
  before: number;
  after: number;
  line: number;
  lineRule: string;
  contextual: boolean;
  markSize: number;
};

/**
 * The body as mammoth's raw text writes it (raw-text.js: each paragraph's text and tabs, then its end), with what
 * sets each piece: a piece of text with its size and weight, a tab, a page, line or column break, a paragraph's end with its format; and a table row whose
 * cells each hold one short paragraph, as its cells. A line break (`w:br`, not a page's or a column's) ends a line as
 * a paragraph's end does, in the layout and in mammoth's text alike (docx-text.ts); a column's break only wraps.
 */
export type PlainToken =
  | { kind: 'text'; text: string; size: number; bold: boolean }
  | { kind: 'tab' }
  | { kind: 'page' }
  | { kind: 'break' }
  | { kind: 'line' }
  | { kind: 'end'; format: LineFormat };
export type Token = PlainToken | { kind: 'row'; cells: PlainToken[][] };

/** The default size where neither a run, its styles nor the document's defaults set one. */
export const defaultSize = 11;
