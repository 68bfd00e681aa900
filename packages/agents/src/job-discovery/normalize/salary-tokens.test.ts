import { describe, expect, it } from 'vitest';
import { readAmount, tokenizeSalary } from './salary-tokens';

describe('readAmount', () => {
  it.each([
    ['140000', 140_000],
    ['140,000', 140_000],
    ['140,000.50', 140_000.5],
    ['12,00,000', 1_200_000],
    ['1,00,000', 100_000],
    ['50.000', 50_000],
    ['1.234,56', 1_234.56],
    ["120'000", 120_000],
    ['50 000', 50_000],
    ['50\u00a0000', 50_000],
    ['55.5', 55.5],
    ['55,50', 55.5],
    ['101, 125', 101_125],
  ])('%j → %d', (raw, amount) => {
    expect(readAmount(raw)).toBe(amount);
  });

  it.each(['1,2,3', '1.2.3', '12,0000', '1.23456'])('%j is not an amount', (raw) => {
    expect(readAmount(raw)).toBeNull();
  });
});

describe('tokenizeSalary', () => {
  it('reads currencies, numbers with suffixes, words and dashes', () => {
    const tokens = tokenizeSalary('CA$120k – 140K usd per year');
    expect(tokens.map(({ start: _start, end: _end, ...token }) => token)).toEqual([
      { kind: 'currency', code: 'CAD', generic: false },
      { kind: 'number', raw: '120', value: 120, multiplier: 'thousand' },
      { kind: 'mark', mark: '-' },
      { kind: 'number', raw: '140', value: 140, multiplier: 'thousand' },
      { kind: 'currency', code: 'USD', generic: false },
      { kind: 'word', word: 'per' },
      { kind: 'word', word: 'year' },
    ]);
  });

  it('does not read the start of a word as a suffix', () => {
    expect(tokenizeSalary('60 monthly')[0]).toMatchObject({ kind: 'number', multiplier: null });
    expect(tokenizeSalary('5M')[0]).toMatchObject({ kind: 'number', multiplier: 'million' });
    expect(tokenizeSalary('12 LPA')[0]).toMatchObject({ kind: 'number', multiplier: 'lakh-per-annum' });
    expect(tokenizeSalary('$16B')[1]).toMatchObject({ kind: 'number', multiplier: 'billion' });
  });

  it('marks a bare "$" as a dollar of no named country', () => {
    expect(tokenizeSalary('$5 CA$5 US$5').filter((token) => token.kind === 'currency')).toMatchObject([
      { code: 'USD', generic: true },
      { code: 'CAD', generic: false },
      { code: 'USD', generic: false },
    ]);
  });

  it('reads a comma and a space inside a number as typed ("$101, 125")', () => {
    expect(tokenizeSalary('$101, 125')[1]).toMatchObject({ kind: 'number', value: 101_125 });
    expect(tokenizeSalary('$ 55, 000')[1]).toMatchObject({ kind: 'number', value: 55_000 });
  });
});
