import { describe, expect, it } from 'vitest';
import type { PdfTextItem } from './pdf-items';
import { groupIntoRows, lineText, makeRow } from './pdf-lines';

/** An item whose glyphs are half a font size wide, unless a width is given. */
const item = (str: string, x: number, y: number, fontSize = 10, width = str.length * fontSize * 0.5): PdfTextItem => ({
  str,
  x,
  y,
  width,
  height: fontSize,
  fontSize,
});
/** Items one per letter of `word`, each glyph `glyph` wide and `tracking` apart, words a space (0.3 em) further. */
function spelled(text: string, x: number, y: number, tracking: number, fontSize = 10, glyph = 0.6 * fontSize): PdfTextItem[] {
  const items: PdfTextItem[] = [];
  let at = x;
  for (const character of text) {
    if (character === ' ') at += 0.3 * fontSize + tracking;
    else {
      items.push(item(character, at, y, fontSize, glyph));
      at += glyph + tracking;
    }
  }
  return items;
}

describe('groupIntoRows', () => {
  it('groups items by baseline, top of the page first, each row left to right', () => {
    const rows = groupIntoRows([item('second', 72, 686), item('line', 110, 700), item('First', 72, 700), item('third', 72, 672)]);
    expect(rows.map((row) => row.items.map((each) => each.str))).toEqual([['First', 'line'], ['second'], ['third']]);
    expect(rows.map((row) => row.y)).toEqual([700, 686, 672]);
  });

  it('keeps dates set smaller beside a title on the title line, and lines a normal spacing apart on their own', () => {
    const rows = groupIntoRows([item('Staff Engineer', 72, 600, 11), item('2022 – Present', 450, 601.8, 9), item('• Led the team', 72, 586.5, 10)]);
    expect(rows.map((row) => lineText(row.items))).toEqual(['Staff Engineer 2022 – Present', '• Led the team']);
    expect(rows[0]!.fontSize).toBe(11);
  });

  it('reads text of very different sizes as two lines, however close their baselines, and text of another size between words as no break', () => {
    const rows = groupIntoRows([
      item('Daniele', 235, 700, 32),
      item('Born 22/09/1990', 331, 696, 7.6),
      item('Castrovilli', 400, 700, 32),
      item('Via Bolzano 5, Verona', 296, 684, 8),
    ]);
    expect(rows.map((row) => lineText(row.items))).toEqual(['Daniele Castrovilli', 'Born 22/09/1990', 'Via Bolzano 5, Verona']);
    expect(rows[0]!.fontSize).toBe(32);
  });

  it('measures a row: its bounds and the size of the text that holds most characters', () => {
    const row = makeRow([item('Long line of body text', 100, 500, 10), item('X', 50, 503, 14)]);
    expect(row).toMatchObject({ left: 50, right: 210, fontSize: 10, y: 500 });
  });
});

describe('lineText', () => {
  it('puts a space where items are a word space apart, and none where a word was split across items', () => {
    expect(lineText([item('Senior', 72, 700), item('Engineer', 72 + 30 + 2.8, 700)])).toBe('Senior Engineer');
    expect(lineText([item('Java', 72, 700), item('Script', 92, 700)])).toBe('JavaScript');
    expect(lineText([item('Java', 72, 700), item('Script', 92.5, 700)])).toBe('JavaScript');
  });

  it('puts a space where pdf.js marked one between two words set closer than a word space ("Team Lead", not "TeamLead")', () => {
    const lead = { ...item('Lead', 56.1, 556, 11, 21), spaceBefore: true };
    expect(lineText([item('Team', 33, 556, 11, 22), lead])).toBe('Team Lead');
    expect(lineText([item('Team', 33, 556, 11, 22), { ...lead, spaceBefore: false }])).toBe('TeamLead');
  });

  it('orders items left to right whatever order they were drawn in', () => {
    expect(lineText([item('Present', 300, 700), item('Engineer', 72, 700), item('June 2022 –', 240, 700)])).toBe('Engineer June 2022 – Present');
  });

  it('reads a heading drawn glyph by glyph with tiny, even gaps as one word', () => {
    expect(lineText(spelled('EXPERIENCE', 72, 700, 0.4))).toBe('EXPERIENCE');
  });

  it('reads a heading drawn glyph by glyph with wide, even tracking as words, split where the gap also holds a space', () => {
    expect(lineText(spelled('WORK EXPERIENCE', 72, 700, 7))).toBe('WORK EXPERIENCE');
    expect(lineText(spelled('SKILLS & TOOLS', 72, 700, 3))).toBe('SKILLS & TOOLS');
  });

  it('leaves single characters set far apart or unevenly alone: a table, not a word', () => {
    expect(lineText([item('A', 72, 700), item('B', 120, 700), item('C', 168, 700)])).toBe('A B C');
    // Gaps of 1, 3 and 5 points: no even tracking, so each gap is judged alone.
    expect(lineText([item('A', 72, 700), item('B', 78, 700), item('C', 86, 700), item('D', 96, 700)])).toBe('AB C D');
  });

  it('reads "E X P E R I E N C E", letters pdf.js spaced inside one item, as a word', () => {
    expect(lineText([item('E X P E R I E N C E', 72, 700)])).toBe('EXPERIENCE');
    expect(lineText([item('W O R K', 72, 700), item('E X P E R I E N C E', 120, 700)])).toBe('WORK EXPERIENCE');
    expect(lineText([item('Python, C, R and a B.Sc.', 72, 700)])).toBe('Python, C, R and a B.Sc.');
  });

  it('counts text drawn twice a hair apart (fake bold) once', () => {
    expect(lineText([item('Bold', 72, 700), item('Bold', 72.4, 700), item('text', 95, 700)])).toBe('Bold text');
  });
});
