import { describe, expect, it } from 'vitest';
import { currencyCode } from './currencies';

describe('currencyCode', () => {
  it.each([
    ['$', 'USD'],
    ['US$', 'USD'],
    ['CA$', 'CAD'],
    ['ca$', 'CAD'],
    ['A$', 'AUD'],
    ['NZ$', 'NZD'],
    ['HK$', 'HKD'],
    ['S$', 'SGD'],
    ['€', 'EUR'],
    ['£', 'GBP'],
    ['₹', 'INR'],
    ['¥', 'JPY'],
    ['usd', 'USD'],
    ['CHF', 'CHF'],
    ['RMB', 'CNY'],
  ])('%j → %s', (written, code) => {
    expect(currencyCode(written)).toBe(code);
  });

  it.each(['PHP', 'try', 'all', 'and', 'XYZ', ''])('%j is not a currency', (written) => {
    expect(currencyCode(written)).toBeNull();
  });
});
