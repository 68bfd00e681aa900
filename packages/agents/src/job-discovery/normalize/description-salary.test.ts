import { describe, expect, it } from 'vitest';
import { salaryFromDescription } from './description-salary';

describe('salaryFromDescription', () => {
  it('reads a Greenhouse pay-range block', () => {
    const text = 'About us\n\nWe build robots.\n\nAnnual Salary\n\n$140,000—$170,000 USD\n\nBenefits\n• 401(k) matching';
    expect(salaryFromDescription(text)).toEqual({ min: 140_000, max: 170_000, currency: 'USD', period: 'year' });
  });

  it('reads a sentence that names pay inside a long paragraph', () => {
    const text = `${'We are a small team that ships often and cares about craft. '.repeat(10)}The base salary for this role is £60,000 per annum. We also offer equity.`;
    expect(salaryFromDescription(text)).toEqual({ min: 60_000, max: 60_000, currency: 'GBP', period: 'year' });
  });

  it('skips money that is not the salary', () => {
    const text = [
      'We raised $15M from great investors.',
      '401(k) with 4% match',
      '$10k signing bonus',
      '$1,000 - $2,000 learning budget per year',
      'Up to $2,000 home office stipend',
      'Salary: $95,000 - $120,000',
    ].join('\n');
    expect(salaryFromDescription(text)).toEqual({ min: 95_000, max: 120_000, currency: 'USD', period: 'year' });
  });

  it('is null when no line states pay', () => {
    expect(salaryFromDescription('Competitive salary and 401(k).\n5-7 years of experience in 2024.')).toBeNull();
    expect(salaryFromDescription('')).toBeNull();
  });
});
