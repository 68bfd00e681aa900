import { lineText, makeRow, type TextRow } from './pdf-lines';
import type { PdfTextItem } from './pdf-items';

/** "1", "1/2", "1 / 2", "Page 1 of 2", "- 2 -", "(3)", "Seite 2 von 3": a page number and nothing else. */
const pageNumber =
  /^(?:(?:page|p\.|pg\.?|seite|página|pagina|pág\.|strona|sida|side|sivu)\s*)?[-–—(]?\s*\d{1,3}\s*(?:(?:\/|of|von|de|sur|di|z|av|af|van)\s*\d{1,3})?\s*[-–—)]?$/i;
/** Rows at each end of a page that a page number may be on (a running header or footer line may sit beyond it). */
const rowsAtEachEnd = 2;
/** Text further apart than this many font sizes on one row is separate: a footer's name and its page number. */
const separateGap = 2;

/** Whether a line says only which page this is. */
export function isPageNumber(text: string): boolean {
  return pageNumber.test(text.trim());
}

/** A row's items in groups, split where the gap between them is wide. */
function groupsOf(row: TextRow): PdfTextItem[][] {
  const groups: PdfTextItem[][] = [];
  for (const item of row.items) {
    const group = groups[groups.length - 1];
    const previous = group?.[group.length - 1];
    if (group && previous && item.x - (previous.x + previous.width) <= separateGap * Math.max(item.fontSize, previous.fontSize)) group.push(item);
    else groups.push([item]);
  }
  return groups;
}

/**
 * Rows (top to bottom) without page numbers among the first and last two rows of the page: a row that is
 * only a page number goes, and so does a page number set apart on a footer's row ("Jane Doe     2 / 3").
 * A page with a single row keeps it.
 */
export function dropPageNumbers(rows: readonly TextRow[]): TextRow[] {
  if (rows.length < 2) return [...rows];
  return rows.flatMap((row, index) => {
    if (index >= rowsAtEachEnd && index < rows.length - rowsAtEachEnd) return [row];
    const kept = groupsOf(row).filter((group) => !isPageNumber(lineText(group)));
    return kept.length ? [makeRow(kept.flat())] : [];
  });
}
