import type { LayoutLine } from '../layout/layout-line';
import { readingOrder } from './pdf-columns';
import type { PageItems, PdfTextItem } from './pdf-items';
import { groupIntoRows, lineCells } from './pdf-lines';
import { dropPageNumbers } from './pdf-page-furniture';
import { blockRows } from './pdf-paragraphs';

/**
 * A page's text rebuilt from where its text sits: lines by baseline, columns one after the other, page
 * numbers dropped, an empty line between paragraphs and between blocks. Text drawn at an angle follows,
 * one line per item. Beside it, each non-empty line with its layout (decision 0043), in the same order; a line is bold
 * where most of its letters are set in a bold font.
 */
export function pageLayout({ upright, turned }: PageItems, page: number): { text: string; lines: LayoutLine[] } {
  const blocks = readingOrder(dropPageNumbers(groupIntoRows(upright)), 0, page > 1);
  const pageTop = Math.max(...blocks.flatMap((block) => block.map((row) => row.y)));
  const text: string[] = [];
  const lines: LayoutLine[] = [];
  blocks.forEach((block, index) => {
    if (index > 0) text.push('');
    blockRows(block).forEach(({ row, text: written, startsParagraph }, at) => {
      const found = lineCells(row.items);
      // The same words drawn in every cell of a row ("Opleidingen" over both columns of a form's table) are one text.
      const repeated = found !== undefined && found.length > 1 && found.every((cell) => cell === found[0]);
      const [line, cells] = repeated ? [found[0]!, undefined] : [written, found];
      if (startsParagraph) text.push('');
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
  });
  for (const line of turned) {
    text.push(line);
    lines.push({ text: line, page, size: 0, bold: false, x: 0, top: 0, gap: 0 });
  }
  return { text: text.join('\n'), lines };
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
