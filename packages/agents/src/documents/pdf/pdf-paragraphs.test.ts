import { describe, expect, it } from 'vitest';
import type { PdfTextItem } from './pdf-items';
import { groupIntoRows } from './pdf-lines';
import { blockLines } from './pdf-paragraphs';

/** Lines at the given baselines, top down. */
const lines = (texts: [string, number, number?][]) =>
  groupIntoRows(texts.map(([str, y, fontSize = 10]): PdfTextItem => ({ str, x: 72, y, width: str.length * 5, height: fontSize, fontSize })));

describe('blockLines', () => {
  it('puts an empty line where the gap is half a line more than the usual spacing, and none between bullets set a little apart', () => {
    const rows = lines([
      ['Experience', 700, 11],
      ['Staff Engineer — Cascadia', 681],
      ['• Brought availability up to 99.97% over', 665.5],
      ['eighteen months', 652],
      ['• Rewrote the runbooks', 636.5],
      ['Operations Lead — Juniper', 615],
      ['• Moved services', 599.5],
      ['• Cut paging noise', 584],
      ['Education', 548, 11],
      ['BSc Computer Science', 529],
    ]);
    expect(blockLines(rows)).toEqual([
      'Experience',
      'Staff Engineer — Cascadia',
      '• Brought availability up to 99.97% over',
      'eighteen months',
      '• Rewrote the runbooks',
      '',
      'Operations Lead — Juniper',
      '• Moved services',
      '• Cut paging noise',
      '',
      'Education',
      'BSc Computer Science',
    ]);
  });

  it('adds no empty lines to evenly spaced text, however widely spaced', () => {
    expect(
      blockLines(
        lines([
          ['One', 700],
          ['Two', 676],
          ['Three', 652],
          ['Four', 628],
        ]),
      ),
    ).toEqual(['One', 'Two', 'Three', 'Four']);
  });
});
