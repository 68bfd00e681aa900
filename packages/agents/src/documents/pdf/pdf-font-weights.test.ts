import { describe, expect, it } from 'vitest';
import { buildPdf, pdfStream } from '../../testing/build-pdf';
import { extractDocument } from '../extract-document-text';
import { fontsWithin, type WeighedPage } from './pdf-font-weights';

const cheapPageMs = 400;

/** A page whose fonts pdf.js would name once its operators are listed; it counts the listings. */
function fakePage(fonts: Record<string, { name: string; bold?: boolean }>) {
  const page = {
    listed: 0,
    getOperatorList: async () => {
      page.listed++;
    },
    commonObjs: { has: (name: string) => page.listed > 0 && name in fonts, get: (name: string) => fonts[name] },
  };
  return page satisfies WeighedPage & { listed: number };
}

describe("a PDF's font weights", () => {
  it('reads a line set in a bold font as bold, from the font pdf.js names', async () => {
    const content = 'BT /F1 12 Tf 72 720 Td (Work Experience) Tj ET BT /F2 11 Tf 72 700 Td (Built the billing service in Go) Tj ET';
    const pdf = buildPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>',
      pdfStream('', content),
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>',
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ]);
    const read = await extractDocument('pdf', new Uint8Array(pdf));
    expect(read.layout?.map((line) => [line.text, line.bold])).toEqual([
      ['Work Experience', true],
      ['Built the billing service in Go', false],
    ]);
  });

  it('never lists the operators of a page whose text was costly to read, nor begins one past the budget', async () => {
    const costly = fakePage({ g1: { name: 'Arial-BoldMT' } });
    const cheap = fakePage({ g1: { name: 'Arial-BoldMT' }, g2: { name: 'ArialMT', bold: false } });
    const late = fakePage({ g1: { name: 'Arial-BoldMT' } });
    const { bold: weights } = await fontsWithin(
      [
        { page: costly, fonts: new Set(['g1']), textMs: cheapPageMs + 1 },
        { page: cheap, fonts: new Set(['g1', 'g2']), textMs: 5 },
      ],
      1_000,
      cheapPageMs,
    );
    expect([costly.listed, cheap.listed]).toEqual([0, 1]);
    expect(weights.map((fonts) => [...fonts])).toEqual([[], ['g1']]);
    expect((await fontsWithin([{ page: late, fonts: new Set(['g1']), textMs: 5 }], 0, cheapPageMs)).bold).toEqual([new Set()]);
    expect(late.listed).toBe(0);
  });
});
