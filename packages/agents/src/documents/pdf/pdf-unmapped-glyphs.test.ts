import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildPdf, pdfStream } from '../../testing/build-pdf';
import { sharedResumesDir } from '../../testing/resume-files/real-resume-files';
import { extractDocument } from '../extract-document-text';
import { drawnGlyphs, unmappedGlyphLetters, withUnmappedGlyphsRead, type DrawnGlyph, type GlyphRun } from './pdf-unmapped-glyphs';

// Widths in font units as a Calibri-like font sets its letters; a ligature a hair narrower than its letters.
const letterWidths: Record<string, number> = {
  t: 335,
  i: 229,
  f: 305,
  l: 229,
  j: 230,
  o: 527,
  n: 525,
  a: 479,
  c: 423,
  r: 349,
  s: 391,
  e: 498,
  h: 525,
};
const word = (text: string, unmapped: Record<string, number> = {}): DrawnGlyph[] =>
  [...text].map((letter) =>
    letter in unmapped
      ? { unicode: '\u0000', width: unmapped[letter]!, code: 400 }
      : { unicode: letter, width: letterWidths[letter] ?? 500, code: letter.charCodeAt(0) },
  );
const run = (font: string, glyphs: DrawnGlyph[]): GlyphRun => ({ font, glyphs });

describe('glyphs a PDF font maps to no text', () => {
  it("reads a ligature by its width among the letters its font draws (Word's Calibri 'ti' and 'ft')", () => {
    // "Na·onal" with "ti" as one glyph 557 wide (t + i = 564), "So·ware" with "ft" 620 wide (f + t = 640); the font
    // draws "ff" as a ligature it maps ("ﬀ", in "effect"), so that glyph is not one.
    const effect = [...word('e'), { unicode: '\ufb00', width: 610, code: 300 }, ...word('ect')];
    const page = [run('F1', word('Na#onal', { '#': 557 })), run('F1', word('So#ware', { '#': 620 })), run('F1', effect), run('F1', word('fine'))];
    expect(unmappedGlyphLetters([page])).toEqual([new Map([['F1', ['ti', 'ft']]])]);
  });

  it('leaves a glyph unread where two ligatures fit alike, its font has no widths for their letters, or none fits', () => {
    // "fi" and "fl" are equally wide; a font that never draws an "f" alone; a glyph wider than any pair; a glyph as
    // wide as "ti" between brackets, where no ligature stands (a font's own replacement character), though one in a word is read.
    const pages = [
      [
        run('F1', word('#ow', { '#': 530 })),
        run('F2', word('Na#on', { '#': 900 })),
        run('F3', word('A#er', { '#': 600 })),
        run('F4', word('tea ice Na#on [#]', { '#': 560 })),
      ],
    ];
    expect(unmappedGlyphLetters(pages)).toEqual([
      new Map([
        ['F1', [undefined]],
        ['F2', [undefined]],
        ['F3', [undefined]],
        ['F4', ['ti', undefined]],
      ]),
    ]);
  });

  it('takes no ligature its font draws elsewhere as such, mapped or as two letters', () => {
    // 616 is nearest "ff" (610) but the font draws "ff" as two glyphs in "office", so it is "ft" (640), within 5%.
    const page = [run('F1', word('office')), run('F1', word('a#er', { '#': 616 })), run('F1', word('note'))];
    expect(unmappedGlyphLetters([page])).toEqual([new Map([['F1', ['ft']]])]);
  });

  it("writes the letters into the page's text in drawing order, font by font, only where the counts agree", () => {
    const items = [
      { str: 'Na\u0000onal', transform: [], width: 1, height: 1, fontName: 'F1' },
      { str: 'x\ufffdy', transform: [], width: 1, height: 1, fontName: 'F2' },
      { type: 'beginMarkedContent' },
      { str: 'A\u0000er \u0000', transform: [], width: 1, height: 1, fontName: 'F1' },
    ];
    const read = withUnmappedGlyphsRead(
      items,
      new Map([
        ['F1', ['ti', 'ft', undefined]],
        ['F2', ['fi', 'fl']],
      ]),
    );
    expect(read.map((item) => ('str' in item ? item.str : item.type))).toEqual(['National', 'x\ufffdy', 'beginMarkedContent', 'After \u0000']);
  });

  it("lists a page's glyph runs by font from pdf.js's operators, skipping spacing and malformed entries", () => {
    const ops = { setFont: 1, showText: 2 };
    const list = {
      fnArray: [2, 1, 2, 2, 1, 2],
      argsArray: [
        [[{ unicode: 'x', width: 1, originalCharCode: 1 }]],
        ['F1', 12],
        [[{ unicode: 'a', width: 479, originalCharCode: 97 }, -120, null, { unicode: 'b' }]],
        ['bad'],
        ['F2'],
        [[]],
      ],
    };
    expect(drawnGlyphs(list, ops)).toEqual([{ font: 'F1', glyphs: [{ unicode: 'a', width: 479, code: 97 }] }]);
  });
});

describe('a ligature its font maps to no text, read from a PDF', () => {
  it('reads it as the letters its width adds up to, through the document reader', async () => {
    // As Word writes Calibri: a CID font whose ToUnicode maps the "ti" glyph (CID 415, 495 wide; t 278 + i 222 = 500)
    // to FFFD. Its other letters take the default width.
    const text = 'Na#onal Skills, Data';
    const hex = [...text].map((letter) => (letter === '#' ? 415 : letter.charCodeAt(0)).toString(16).padStart(4, '0')).join('');
    const cmap = [
      '/CIDInit /ProcSet findresource begin 12 dict begin begincmap /CMapName /L def',
      '1 begincodespacerange <0000> <FFFF> endcodespacerange',
      '1 beginbfrange <0020> <007F> <0020> endbfrange 1 beginbfchar <019F> <FFFD> endbfchar',
      'endcmap CMapName currentdict /CMap defineresource pop end end',
    ].join('\n');
    const pdf = buildPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
      pdfStream('', `BT /F1 12 Tf 72 720 Td <${hex}> Tj ET`),
      '<< /Type /Font /Subtype /Type0 /BaseFont /Calibri /Encoding /Identity-H /DescendantFonts [7 0 R] /ToUnicode 6 0 R >>',
      pdfStream('', cmap),
      '<< /Type /Font /Subtype /CIDFontType2 /BaseFont /Calibri /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /DW 500 /W [105 [222] 116 [278] 415 [495]] /CIDToGIDMap /Identity >>',
    ]);
    expect((await extractDocument('pdf', new Uint8Array(pdf), { fontPageMs: 60_000 })).text).toBe('National Skills, Data');
  });
});

const resumes = sharedResumesDir();
describe.skipIf(!resumes)('ligatures in a real Word PDF (skipped without shared/data/resumes)', () => {
  it('reads the Calibri ligatures Word mapped to no text as their letters, and leaves one it cannot tell as a gap', async () => {
    const bytes = () => new Uint8Array(fs.readFileSync(path.join(resumes!, 'dev', 'nl_layout1_gameartist_07.pdf')));
    // Every page listed, however busy the machine (a cold reader's first page may take longer than fontPageMs).
    const { text } = await extractDocument('pdf', bytes(), { fontPageMs: 60_000, fontWeightMs: 60_000 });
    for (const word of ['Nationaliteit', 'Deltion College', 'Creatie', 'Game Artist', 'Kunst & Multimedia', 'Microsoft Office', 'After Effects'])
      expect(text).toContain(word);
    expect(text.match(/\ufffd/g)?.length ?? 0).toBeLessThanOrEqual(1);
  });
});
