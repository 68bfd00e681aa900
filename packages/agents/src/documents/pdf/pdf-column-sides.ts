import { lineText, makeRow, type TextRow } from './pdf-lines';

// What both ways of reading a page's columns share (pdf-columns.ts, pdf-side-by-side.ts): where a gutter puts each
// line, and whether two sides are a form's labels beside their values.

/** An x-range of the page that the text beside it never crosses: the white strip between two columns. */
export type Gutter = { left: number; right: number };

/** Lines each column needs before it counts as one: fewer is a row of a table or a line beside a title. */
export const minimumColumnLines = 3;
/** Baselines of two sides closer than this many font sizes are one row of a table. */
export const sameBaseline = 0.15;

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
export const middle = (gutter: Gutter) => (gutter.left + gutter.right) / 2;

/** The rows of each side of the gutter (each row split by where its items' centres fall). */
export function sidesOf(rows: readonly TextRow[], gutter: Gutter): { left: TextRow[]; right: TextRow[] } {
  const left: TextRow[] = [];
  const right: TextRow[] = [];
  for (const row of rows) {
    const leftItems = row.items.filter((item) => item.x + item.width / 2 < middle(gutter));
    const rightItems = row.items.filter((item) => item.x + item.width / 2 >= middle(gutter));
    if (leftItems.length) left.push(makeRow(leftItems));
    if (rightItems.length) right.push(makeRow(rightItems));
  }
  return { left, right };
}

/** Share of `rows` with a line of `others` on the same baseline (both top to bottom). */
export function alignedShare(rows: readonly TextRow[], others: readonly TextRow[]): number {
  let aligned = 0;
  let other = 0;
  for (const row of rows) {
    const tolerance = (candidate: TextRow) => sameBaseline * Math.max(row.fontSize, candidate.fontSize);
    while (other < others.length && others[other]!.y - row.y > tolerance(others[other]!)) other++;
    const candidate = others[other];
    if (candidate && Math.abs(candidate.y - row.y) <= tolerance(candidate)) aligned++;
  }
  return aligned / rows.length;
}

/** A side that is a form's labels: most of its lines end with a colon. */
const formLabelShare = 0.75;

/**
 * The labels of a form on the left ("Bedrijfsnaam:", "Functie:", "Februari 2010 - Februari 2011:"), each beside its
 * value on the right: one table, read row by row, though a long value wraps onto lines with no label beside them.
 */
export function formLabels(left: readonly TextRow[], right: readonly TextRow[]): boolean {
  const labels = left.filter((row) => lineText(row.items).trimEnd().endsWith(':')).length;
  return labels >= minimumColumnLines && labels >= formLabelShare * left.length && alignedShare(left, right) >= formLabelShare;
}
