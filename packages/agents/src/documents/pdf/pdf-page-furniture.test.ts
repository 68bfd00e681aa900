import { describe, expect, it } from 'vitest';
import type { PdfTextItem } from './pdf-items';
import { groupIntoRows, lineText } from './pdf-lines';
import { dropPageNumbers, isPageNumber } from './pdf-page-furniture';

const item = (str: string, x: number, y: number, fontSize = 10): PdfTextItem => ({
  str,
  x,
  y,
  width: str.length * fontSize * 0.5,
  height: fontSize,
  fontSize,
});
const body = ['Ana Reyes', 'Staff Reliability Engineer', '• Brought availability up', '• Rewrote the runbooks'].map((text, index) =>
  item(text, 72, 700 - index * 14),
);
const kept = (items: PdfTextItem[]) => dropPageNumbers(groupIntoRows(items)).map((row) => lineText(row.items));

describe('isPageNumber', () => {
  it('knows the ways a page number is printed', () => {
    for (const text of ['1', '12', '1/2', '1 / 2', 'Page 1 of 2', 'page 3', '- 2 -', '– 2 –', '(3)', 'Seite 2 von 3', 'p. 4'])
      expect(isPageNumber(text), text).toBe(true);
  });

  it('does not take a year, a phone number or words for one', () => {
    for (const text of ['2016', '2019 – 2022', '+1 555 0100', 'Page layout', '3 years', 'Top 1%']) expect(isPageNumber(text), text).toBe(false);
  });
});

describe('dropPageNumbers', () => {
  it('drops a page number on its own line at the bottom or the top of the page', () => {
    expect(kept([...body, item('1 / 2', 300, 40, 8)])).toEqual([
      'Ana Reyes',
      'Staff Reliability Engineer',
      '• Brought availability up',
      '• Rewrote the runbooks',
    ]);
    expect(kept([item('- 2 -', 300, 760, 8), ...body])).toEqual([
      'Ana Reyes',
      'Staff Reliability Engineer',
      '• Brought availability up',
      '• Rewrote the runbooks',
    ]);
  });

  it('drops a page number set apart on a footer line and keeps the rest of that line', () => {
    expect(kept([...body, item('Ana Reyes — Resume', 72, 40, 8), item('Page 1 of 2', 480, 40, 8)]).at(-1)).toBe('Ana Reyes — Resume');
  });

  it('keeps numbers in the body of the page, and a page that holds only a number', () => {
    const middle = [...body.slice(0, 2), item('12', 72, 672), ...body.slice(2).map((each) => ({ ...each, y: each.y - 14 }))];
    expect(kept(middle)).toContain('12');
    expect(kept([item('7', 300, 400)])).toEqual(['7']);
  });
});
