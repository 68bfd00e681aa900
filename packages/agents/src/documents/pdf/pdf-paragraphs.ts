import { lineText, type TextRow } from './pdf-lines';

/** Space beyond the usual line spacing that ends a paragraph: half a line, in font sizes. */
const paragraphGap = 0.5;

/** Baseline to baseline, in font sizes of the lower line (a line's height follows its own font). */
const spacing = (upper: TextRow, lower: TextRow) => (upper.y - lower.y) / lower.fontSize;
/** The value a quarter of the way up: the spacing inside paragraphs, whatever share of gaps sections take. */
const lowerQuartile = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 4)] ?? 0;

/**
 * The lines of a block of rows (top to bottom), with an empty line between paragraphs: where the space
 * between two baselines is the block's usual line spacing plus half a line or more. The usual spacing
 * is the lower quartile, as a short resume has nearly as many section gaps as lines. Bullets set a point
 * or two apart stay together; a role set well apart from the last one starts a paragraph.
 */
export function blockLines(rows: readonly TextRow[]): string[] {
  return blockRows(rows).flatMap(({ text, startsParagraph }) => (startsParagraph ? ['', text] : [text]));
}

/** Each row of the block with its text, and whether a paragraph starts there (blockLines' empty line above it). */
export function blockRows(rows: readonly TextRow[]): { row: TextRow; text: string; startsParagraph: boolean }[] {
  const usual = lowerQuartile(rows.slice(1).map((row, index) => spacing(rows[index]!, row)));
  return rows.map((row, index) => {
    const previous = rows[index - 1];
    return { row, text: lineText(row.items), startsParagraph: previous !== undefined && spacing(previous, row) > usual + paragraphGap };
  });
}
