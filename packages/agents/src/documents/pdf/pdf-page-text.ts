import type { LayoutLine } from '../layout/layout-line';
import { readingOrder } from './pdf-columns';
import type { PageItems, PdfTextItem } from './pdf-items';
import { groupIntoRows, lineCells } from './pdf-lines';
import { dropPageNumbers } from './pdf-page-furniture';
import { blockRows } from './pdf-paragraphs';

/** A block of a page's text as read (one column of a band, or the lines over both), with where it sits. */
export type PageBlock = {
  /** The block's lines of text, an empty one before each paragraph after the first. */
  text: string[];
  lines: LayoutLine[];
  /** The block's left and right edges, in points; NaN for text drawn at an angle. */
  left: number;
  right: number;
  /** The font size of its first line, and the largest it sets. */
  firstSize: number;
  largestSize: number;
};

/**
 * A page's text rebuilt from where its text sits, as blocks in reading order: lines by baseline, columns one after
 * the other, page numbers dropped, an empty line between paragraphs. Text drawn at an angle follows, one line per
 * item. Beside each line of text, its layout (decision 0043); a line is bold where most of its letters are set in a
 * bold font.
 */
export function pageBlocks({ upright, turned }: PageItems, page: number): PageBlock[] {
  const blocks = readingOrder(dropPageNumbers(groupIntoRows(upright)), 0, page > 1);
  const pageTop = Math.max(...blocks.flatMap((block) => block.map((row) => row.y)));
  const read = blocks
    .filter((block) => block.length > 0)
    .map((block): PageBlock => {
      const text: string[] = [];
      const lines: LayoutLine[] = [];
      blockRows(block).forEach(({ row, text: written, startsParagraph }, at) => {
        const found = lineCells(row.items);
        // The same words drawn in every cell of a row ("Opleidingen" over both columns of a form's table) are one text.
        const repeated = found !== undefined && found.length > 1 && found.every((cell) => cell === found[0]);
        const [line, cells] = repeated ? [found[0]!, undefined] : [written, found];
        if (startsParagraph && at > 0) text.push('');
        text.push(line);
        const above = block[at - 1];
        const gap = above ? Math.max(0, (above.y - row.y) / row.fontSize - 1) : 0;
        const top = Math.round(pageTop - row.y);
        if (line !== '')
          lines.push({
            text: line,
            page,
            size: row.fontSize,
            bold: mostlyBold(row.items),
            x: Math.round(row.left),
            top,
            gap: Math.round(gap * 100) / 100,
            ...(cells && cells.length > 1 ? { cells } : {}),
          });
      });
      return {
        text,
        lines,
        left: Math.min(...block.map((row) => row.left)),
        right: Math.max(...block.map((row) => row.right)),
        firstSize: block[0]!.fontSize,
        largestSize: Math.max(...block.map((row) => row.fontSize)),
      };
    });
  if (turned.length > 0)
    read.push({
      text: [...turned],
      lines: turned.map((line) => ({ text: line, page, size: 0, bold: false, x: 0, top: 0, gap: 0 })),
      left: NaN,
      right: NaN,
      firstSize: 0,
      largestSize: 0,
    });
  return read;
}

/** Blocks' text as one: an empty line between blocks. */
export function blocksText(blocks: readonly PageBlock[]): string {
  return blocks.map((block) => block.text.join('\n')).join('\n\n');
}

/** A page's text and its lines' layout (pageBlocks', joined). */
export function pageLayout(items: PageItems, page: number): { text: string; lines: LayoutLine[] } {
  const blocks = pageBlocks(items, page);
  return { text: blocksText(blocks), lines: blocks.flatMap((block) => block.lines) };
}

/** Most of the row's letters are set in a bold font. */
function mostlyBold(items: readonly PdfTextItem[]): boolean {
  let bold = 0;
  let all = 0;
  for (const item of items) {
    all += item.str.length;
    if (item.bold) bold += item.str.length;
  }
  return all > 0 && bold * 2 > all;
}

/** The page's text alone (pageLayout's). */
export function pageText(items: PageItems): string {
  return pageLayout(items, 1).text;
}
