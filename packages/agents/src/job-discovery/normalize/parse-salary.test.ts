import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Salary } from '../raw-posting';
import { parseSalary, salaryFromFields } from './parse-salary';

const s = (min: number | null, max: number | null, currency: string | null, period: Salary['period']): Salary => ({ min, max, currency, period });

const cases: [string, Salary | null][] = [
  ['$140,000 - $170,000', s(140_000, 170_000, 'USD', 'year')],
  ['140k-170k USD', s(140_000, 170_000, 'USD', 'year')],
  ['€120K – €150K', s(120_000, 150_000, 'EUR', 'year')],
  ['£45,000 - £55,000 per annum', s(45_000, 55_000, 'GBP', 'year')],
  ['$60/hr', s(60, 60, 'USD', 'hour')],
  ['$55 - $65 per hour', s(55, 65, 'USD', 'hour')],
  ['USD 90,000–110,000 a year', s(90_000, 110_000, 'USD', 'year')],
  ['Up to $90k', s(null, 90_000, 'USD', 'year')],
  ['From €50,000', s(50_000, null, 'EUR', 'year')],
  ['$140K – $170K • Offers Equity', s(140_000, 170_000, 'USD', 'year')],
  ['CA$120,000 - CA$140,000', s(120_000, 140_000, 'CAD', 'year')],
  ['A$90,000 - A$110,000', s(90_000, 110_000, 'AUD', 'year')],
  ['NZ$80k–95k', s(80_000, 95_000, 'NZD', 'year')],
  ['HK$40,000 - HK$60,000 per month', s(40_000, 60_000, 'HKD', 'month')],
  ['S$6,000 - S$9,000', s(6_000, 9_000, 'SGD', null)],
  ['₹12,00,000 - ₹18,00,000', s(1_200_000, 1_800_000, 'INR', 'year')],
  ['¥6,000,000 - ¥9,000,000', s(6_000_000, 9_000_000, 'JPY', 'year')],
  ['50.000 € - 60.000 €', s(50_000, 60_000, 'EUR', 'year')],
  ['Gehalt: 55.000 - 65.000 EUR brutto pro Jahr', s(55_000, 65_000, 'EUR', 'year')],
  ["CHF 120'000 - 150'000", s(120_000, 150_000, 'CHF', 'year')],
  ['50 000 € - 60 000 €', s(50_000, 60_000, 'EUR', 'year')],
  ['$140,000—$170,000 USD', s(140_000, 170_000, 'USD', 'year')],
  ['$170,000 - $140,000', s(140_000, 170_000, 'USD', 'year')],
  ['$140-170k', s(140_000, 170_000, 'USD', 'year')],
  ['140k-170k', s(140_000, 170_000, null, null)],
  ['60-70 per hour', s(60, 70, null, 'hour')],
  ['between 40,000 and 50,000 EUR', s(40_000, 50_000, 'EUR', 'year')],
  ['$50k to $60k', s(50_000, 60_000, 'USD', 'year')],
  ['$120k+', s(120_000, null, 'USD', 'year')],
  ['Starting at $25.50/hour', s(25.5, null, 'USD', 'hour')],
  ['£450 per day', s(450, 450, 'GBP', 'day')],
  ['$8,000/month', s(8_000, 8_000, 'USD', 'month')],
  ['$1,200 a week', s(1_200, 1_200, 'USD', 'week')],
  ['€3.500 monatlich', s(3_500, 3_500, 'EUR', 'month')],
  ['$100,000 PA', s(100_000, 100_000, 'USD', 'year')],
  ['£30,000 - £35,000 (p.a.)', s(30_000, 35_000, 'GBP', 'year')],
  ['Hourly rate: $40 - $45', s(40, 45, 'USD', 'hour')],
  ['US$2,500 - US$4,000', s(2_500, 4_000, 'USD', null)],
  ['12-18 LPA', s(1_200_000, 1_800_000, null, 'year')],
  ['In 2024 we pay $120,000', s(120_000, 120_000, 'USD', 'year')],
  ['2020 - $130,000', s(130_000, 130_000, 'USD', 'year')],
  ['401(k) with 4% match, base salary $150,000', s(150_000, 150_000, 'USD', 'year')],
  ['$100k + 401k', s(100_000, 100_000, 'USD', 'year')],
  ['1.5M', null],
  ['$1.5M', null],
  ['We raised $15M to grow the team', null],
  ['Competitive', null],
  ['Competitive salary + equity', null],
  ['$0 - $0', null],
  ['401k matching', null],
  ['401(k) plan', null],
  ['5-7 years of experience', null],
  ['Founded in 2019, 2024 is our year', null],
  ['We serve 100k users', null],
  ['CAD 3D modelling', null],
  ['', null],
  // Misreads of real Ashby postings (issue 21).
  ['between $156,000 USD and $210,000 USD', s(156_000, 210_000, 'USD', 'year')],
  ['$60,675- $101, 125 annually', s(60_675, 101_125, 'USD', 'year')],
  ['$ 55, 000 - $ 65, 000', s(55_000, 65_000, 'USD', 'year')],
  ['CAD $30/hour', s(30, 30, 'CAD', 'hour')],
  ['$1800 - $2200 AUD / Monthly', s(1_800, 2_200, 'AUD', 'month')],
  ['Â£57,000-Â£70,000', s(57_000, 70_000, 'GBP', 'year')],
  ['$207K - $401K', s(207_000, 401_000, 'USD', 'year')],
  ['Compensation: $45/HR - $50/HR', s(45, 50, 'USD', 'hour')],
  ['Starting Pay: $65 per hour', s(65, null, 'USD', 'hour')],
  ['CN¥7K – CN¥7.5K per month', s(7_000, 7_500, 'CNY', 'month')],
  ['R$265K – R$345K', s(265_000, 345_000, 'BRL', 'year')],
  ['a $200 per pay period commuter benefit', null],
  ['averaging $1000 per employee', null],
  ['$500/quarter', null],
  ['$16B in operating expense per year', null],
  ['up to $5,000/year', null],
  ['$150/month in product', null],
  ['$1,500/hour', null],
  ['Rémunération : 35 000,00€ à 50 000,00€ par an', s(35_000, 50_000, 'EUR', 'year')],
  ['Annual salary range: $170-195,000', s(170_000, 195_000, 'USD', 'year')],
  ['de 3.000 € a 4.000 € por mes', s(3_000, 4_000, 'EUR', 'month')],
  // Review findings (issue 21).
  ['$60,000 - $70,000, paid bi-weekly', s(60_000, 70_000, 'USD', 'year')],
  ['$60,000 - $70,000 per year, paid semi-monthly', s(60_000, 70_000, 'USD', 'year')],
  ['28 to 32 dollars per hour', s(28, 32, 'USD', 'hour')],
  ['entre 40.000 y 50.000 € al año', s(40_000, 50_000, 'EUR', 'year')],
  ['zwischen 60.000 und 70.000 EUR', s(60_000, 70_000, 'EUR', 'year')],
  ['Lift up to 50 pounds', null],
];

describe('parseSalary', () => {
  it.each(cases)('%j', (text, expected) => {
    expect(parseSalary(text)).toEqual(expected);
  });

  it('never throws and always returns ordered positive bounds (property)', () => {
    const fragments = [
      '$',
      '€',
      '£',
      '₹',
      'CA$',
      'USD',
      'eur',
      '1',
      '12',
      '140',
      '2024',
      '0',
      ',',
      '.',
      "'",
      ' ',
      '-',
      '–',
      'to',
      'and',
      'between',
      'k',
      'K',
      'M',
      'L',
      'LPA',
      '000',
      ',00',
      '/hr',
      'per',
      'year',
      'a',
      'hour',
      'PA',
      'up',
      'from',
      '+',
      '401',
      '(k)',
    ];
    const text = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.array(fc.constantFrom(...fragments), { maxLength: 20 }).map((parts) => parts.join('')),
    );
    fc.assert(
      fc.property(text, (input) => {
        const salary = parseSalary(input);
        if (!salary) return;
        const bounds = [salary.min, salary.max].filter((bound) => bound !== null);
        expect(bounds.length).toBeGreaterThan(0);
        for (const bound of bounds) expect(bound).toBeGreaterThan(0);
        if (salary.min !== null && salary.max !== null) expect(salary.min).toBeLessThanOrEqual(salary.max);
      }),
      { numRuns: 2_000 },
    );
  });

  it('takes the period a source leaves unsaid only when the text states none', () => {
    expect(parseSalary('SGD 115K – SGD 140K', { period: 'year' })).toEqual(s(115_000, 140_000, 'SGD', 'year'));
    expect(parseSalary('$45.00 – $50.00 per hour', { period: 'year' })).toEqual(s(45, 50, 'USD', 'hour'));
    expect(parseSalary('SGD 115K – SGD 140K')).toEqual(s(115_000, 140_000, 'SGD', 'year'));
    expect(parseSalary('S$6,000 - S$9,000')).toEqual(s(6_000, 9_000, 'SGD', null));
  });

  it('reads only the start of a huge text', () => {
    expect(parseSalary(`${'x '.repeat(1_000_000)}$100,000`)).toBeNull();
    expect(parseSalary(`$100,000 ${'x '.repeat(1_000_000)}`)).toEqual(s(100_000, 100_000, 'USD', 'year'));
  });
});

describe('salaryFromFields', () => {
  it('keeps clean structured fields', () => {
    expect(salaryFromFields({ min: 120_000, max: 150_000, currency: 'usd', period: 'year' })).toEqual(s(120_000, 150_000, 'USD', 'year'));
  });

  it('gives a period the figures cannot be to the one their size says (Remote OK 25–27 "a year" is hourly)', () => {
    expect(salaryFromFields({ min: 25, max: 27, currency: 'USD', period: 'year' })).toEqual(s(25, 27, 'USD', 'hour'));
    expect(salaryFromFields({ min: 12.5, max: 14, currency: 'GBP', period: 'year' })).toEqual(s(12.5, 14, 'GBP', 'hour'));
    expect(salaryFromFields({ min: 600, max: 900, currency: 'USD', period: 'year' })).toEqual(s(600, 900, 'USD', null));
    expect(salaryFromFields({ min: 90_000, max: 110_000, currency: 'USD', period: 'hour' })).toEqual(s(90_000, 110_000, 'USD', 'year'));
  });

  it('swaps bounds given the wrong way round', () => {
    expect(salaryFromFields({ min: 90, max: 60, currency: 'GBP', period: 'hour' })).toEqual(s(60, 90, 'GBP', 'hour'));
  });

  it('drops non-positive and non-finite bounds', () => {
    expect(salaryFromFields({ min: 0, max: 80_000, currency: 'EUR' })).toEqual(s(null, 80_000, 'EUR', null));
    expect(salaryFromFields({ min: Number.NaN, max: Number.POSITIVE_INFINITY, currency: 'EUR' })).toBeNull();
    expect(salaryFromFields({ min: -5, max: -1 })).toBeNull();
  });

  it('is null when both bounds are missing', () => {
    expect(salaryFromFields({ currency: 'USD', period: 'year' })).toBeNull();
    expect(salaryFromFields({})).toBeNull();
    expect(salaryFromFields(undefined)).toBeNull();
  });

  it('drops a currency that is not a three-letter code', () => {
    expect(salaryFromFields({ min: 50_000, currency: '$' })).toEqual(s(50_000, null, null, null));
  });

  it('ignores values of the wrong type', () => {
    expect(salaryFromFields({ min: '50000' as unknown as number, max: 60_000 })).toEqual(s(null, 60_000, null, null));
  });
});
