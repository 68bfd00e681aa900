import { describe, expect, it } from 'vitest';
import type { PdfTextItem } from './pdf-items';
import { pageLayout } from './pdf-page-text';

const item = (str: string, x: number, y: number, fontSize = 12): PdfTextItem => ({
  str,
  x,
  y,
  width: str.length * fontSize * 0.5,
  height: fontSize,
  fontSize,
});

describe('pageLayout', () => {
  it("writes once the words a table draws in each of a row's cells, and keeps a row of different cells as cells", () => {
    const upright = [
      item('Curriculum Vitae', 40, 760, 18),
      item('Curriculum Vitae', 310, 760, 18),
      item('Naam:', 40, 720),
      item('Arjen de Haan', 310, 720),
      item('Adres:', 40, 706),
      item('Slingerbos 8', 310, 706),
    ];
    const { text, lines } = pageLayout({ upright, turned: [] }, 1);
    expect(text.split('\n').filter(Boolean)).toEqual(['Curriculum Vitae', 'Naam: Arjen de Haan', 'Adres: Slingerbos 8']);
    expect(lines[0]).toMatchObject({ text: 'Curriculum Vitae' });
    expect(lines[0]!.cells).toBeUndefined();
    expect(lines[1]!.cells).toEqual(['Naam:', 'Arjen de Haan']);
  });
});
