import { describe, expect, it } from 'vitest';
import { csvCell, csvText } from './csv-text';

describe('csvCell', () => {
  it('quotes what would break a row and doubles quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(3)).toBe('3');
  });

  it('turns what a spreadsheet would run as a formula into text', () => {
    for (const formula of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx']) expect(csvCell(formula).replace(/^"/, '').startsWith("'")).toBe(true);
    expect(csvCell('Senior - Platform')).toBe('Senior - Platform');
  });
});

it('csvText starts with a byte-order mark and ends every row with CRLF', () => {
  expect(csvText(['A', 'B'], [['1', null]])).toBe('\uFEFFA,B\r\n1,\r\n');
});
