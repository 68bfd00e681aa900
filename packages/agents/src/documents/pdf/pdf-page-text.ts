import { readingOrder } from './pdf-columns';
import type { PageItems } from './pdf-items';
import { groupIntoRows } from './pdf-lines';
import { dropPageNumbers } from './pdf-page-furniture';
import { blockLines } from './pdf-paragraphs';

/**
 * A page's text rebuilt from where its text sits: lines by baseline, columns one after the other, page
 * numbers dropped, an empty line between paragraphs and between blocks. Text drawn at an angle follows,
 * one line per item.
 */
export function pageText({ upright, turned }: PageItems): string {
  const blocks = readingOrder(dropPageNumbers(groupIntoRows(upright)));
  const lines = blocks.flatMap((block, index) => [...(index > 0 ? [''] : []), ...blockLines(block)]);
  return [...lines, ...turned].join('\n');
}
