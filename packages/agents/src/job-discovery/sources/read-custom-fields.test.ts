import { describe, expect, it } from 'vitest';
import { readCustomFields } from './read-custom-fields';

// Names and values as boards' employers write them (the issue's own list of unread fields, and the
// currency shapes Greenhouse documents for metadata of type currency and currency_range).
describe('readCustomFields', () => {
  it('reads a currency range as base pay, its period from a frequency field beside it', () => {
    expect(
      readCustomFields([
        { name: 'Pay Frequency', value: 'Annual', type: 'single_select' },
        { name: 'Pay Transparency Range', value: { unit: 'USD', min_value: '172800.0', max_value: '297000.0' }, type: 'currency_range' },
      ]),
    ).toEqual({ salary: { min: 172_800, max: 297_000, currency: 'USD', period: 'year' } });
  });

  it('reads a currency range under any name, with no period when nothing states one', () => {
    expect(readCustomFields([{ name: 'Hiring Range', value: { unit: 'EUR', min_value: 60000, max_value: 75000 }, type: 'currency_range' }])).toEqual({
      salary: { min: 60_000, max: 75_000, currency: 'EUR', period: null },
    });
    expect(readCustomFields([{ name: 'Hiring Range', value: null, type: 'currency_range' }])).toEqual({});
  });

  it('joins a minimum and a maximum given as two amounts', () => {
    expect(
      readCustomFields([
        { name: 'USA - Base Salary Band Minimum', value: { unit: 'USD', amount: '114600.0' }, type: 'currency' },
        { name: 'USA - Base Salary Band Maximum', value: { unit: 'USD', amount: '168500.0' }, type: 'currency' },
      ]).salary,
    ).toEqual({ min: 114_600, max: 168_500, currency: 'USD', period: null });
  });

  it('leaves on-target earnings, commission and bonus fields out, and keeps the base beside them', () => {
    expect(
      readCustomFields([
        { name: 'On Target Earnings', value: '$220k - $300k', type: 'short_text' },
        { name: 'Commission', value: { unit: 'USD', min_value: 1000, max_value: 5000 }, type: 'currency_range' },
        { name: 'Salary Range', value: '$110k - $150k', type: 'short_text' },
      ]),
    ).toEqual({ salaryText: '$110k - $150k', salaryTextPeriod: null });
    expect(readCustomFields([{ name: 'OTE', value: '$220k-$300k OTE' }])).toEqual({});
  });

  it('hands pay typed as text to the text reader, with the period its name states', () => {
    expect(readCustomFields([{ name: 'Job Compensation Range', value: '£48,500 - £57,500' }])).toEqual({
      salaryText: '£48,500 - £57,500',
      salaryTextPeriod: null,
    });
    expect(readCustomFields([{ name: 'Monatsgehalt', value: '2.500€' }])).toEqual({ salaryText: '2.500€', salaryTextPeriod: 'month' });
    expect(readCustomFields([{ name: 'Hourly Pay Range', value: '$27.02 - $48.55' }]).salaryTextPeriod).toBe('hour');
    expect(readCustomFields([{ name: 'Salary', value: 'Competitive' }])).toEqual({});
  });

  it('reads the way of working from any field naming it, hybrid before remote', () => {
    expect(readCustomFields([{ name: 'Work Model', value: 'Partially Remote/Hybrid' }])).toEqual({ workplace: 'hybrid' });
    expect(readCustomFields([{ name: 'Remote Eligibility', value: 'In Office' }])).toEqual({ workplace: 'onsite' });
    expect(readCustomFields([{ name: 'EMEA - Workplace Type', value: 'Remote' }])).toEqual({ workplace: 'remote' });
    expect(readCustomFields([{ name: 'Work flexibility', value: 'Office-based' }])).toEqual({ workplace: 'onsite' });
    expect(readCustomFields([{ name: 'Arbeitsmodell', value: 'Hybrides Arbeiten' }])).toEqual({ workplace: 'hybrid' });
    expect(readCustomFields([{ name: 'Modalidad de trabajo', value: 'Presencial' }])).toEqual({ workplace: 'onsite' });
  });

  it('reads yes and no only where the name asks about remote work', () => {
    expect(readCustomFields([{ name: 'Remote Job', value: 'Yes' }])).toEqual({ remote: true });
    expect(readCustomFields([{ name: 'Remote', value: 'No' }])).toEqual({ remote: false });
    expect(
      readCustomFields([
        { name: 'Remote', value: 'No' },
        { name: 'Workplace Type', value: 'Hybrid' },
      ]),
    ).toEqual({ remote: false, workplace: 'hybrid' });
    expect(readCustomFields([{ name: 'Relocation offered', value: 'Yes' }])).toEqual({});
  });

  it('reads the job type wording from any field naming it, for the job-type classifier', () => {
    expect(readCustomFields([{ name: 'Employment Type', value: 'Full-Time' }])).toEqual({ employmentType: 'Full-Time' });
    expect(readCustomFields([{ name: 'Anstellungsart', value: ['Teilzeit', 'Vollzeit'] }])).toEqual({ employmentType: 'Teilzeit, Vollzeit' });
    expect(readCustomFields([{ name: 'Career Site Categories', value: 'Sales' }])).toEqual({});
  });

  it('reads at most 100 fields and ignores values of the wrong type', () => {
    const many = Array.from({ length: 150 }, (_, index) => ({ name: `Field ${index}`, value: index }));
    expect(readCustomFields([...many, { name: 'Employment Type', value: 'Part-time' }])).toEqual({});
    expect(
      readCustomFields([
        { name: 'Employment Type', value: { nested: true } },
        { name: 'Salary', value: [] },
      ]),
    ).toEqual({});
  });

  it('passes over fields that only look like pay, and values that say nothing (review 46)', () => {
    expect(
      readCustomFields([
        { name: 'Pay Grade', value: 'L5' },
        { name: 'Salary Range', value: { unit: 'USD', min_value: 100000, max_value: 120000 }, type: 'currency_range' },
      ]).salary,
    ).toEqual({ min: 100_000, max: 120_000, currency: 'USD', period: null });
    expect(
      readCustomFields([
        { name: 'Interview Rate', value: '3' },
        { name: 'Salary', value: '$90,000' },
      ]),
    ).toEqual({ salaryText: '$90,000', salaryTextPeriod: null });
    expect(readCustomFields([{ name: 'Referral Reward', value: { unit: 'USD', amount: 2000 }, type: 'currency' }])).toEqual({});
    expect(
      readCustomFields([
        { name: 'US Salary Min', value: { unit: 'USD', amount: 100000 }, type: 'currency' },
        { name: 'UK Salary Max', value: { unit: 'GBP', amount: 90000 }, type: 'currency' },
      ]),
    ).toEqual({});
    expect(
      readCustomFields([
        { name: 'Schedule', value: 'Day shift, Monday-Friday' },
        { name: 'Employment Type', value: 'Part-time' },
      ]),
    ).toEqual({
      employmentType: 'Part-time',
    });
    expect(readCustomFields([{ name: 'Remote', value: 'Remote work not possible' }])).toEqual({ remote: false });
    expect(readCustomFields([{ name: 'Mode de travail', value: 'Télétravail partiel' }])).toEqual({ workplace: 'hybrid' });
    expect(readCustomFields([{ name: 'Tryb pracy', value: 'Zdalny' }])).toEqual({ workplace: 'remote' });
    expect(readCustomFields([{ name: 'Widełki płacowe', value: '15 000 - 20 000 PLN' }])).toEqual({
      salaryText: '15 000 - 20 000 PLN',
      salaryTextPeriod: null,
    });
  });
});
