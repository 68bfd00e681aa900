import { describe, expect, it } from 'vitest';
import { salaryFromDescription, salaryFromPayText } from './description-salary';

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
      'Each sale is between $250 and $2,500.',
      '$1,000 - $2,000 learning budget per year',
      'Up to $2,000 home office stipend',
      'Salary: $95,000 - $120,000',
    ].join('\n');
    expect(salaryFromDescription(text)).toEqual({ min: 95_000, max: 120_000, currency: 'USD', period: 'year' });
  });

  it.each([
    [
      'For candidates located in NYC or SF, the pay range for this role is $124,700 - $208,350. For candidates located in all other locations, the pay range for this role is $112,200 - $187,550.',
      112_200,
      208_350,
      'year',
    ],
    ['- Base: $206,600 (min) — $258,200 (mid) — $309,800 (max)', 206_600, 309_800, 'year'],
    [
      'The base pay for this position ranges from $135,000/year in our lowest geographic market up to $200,000/year in our highest.',
      135_000,
      200_000,
      'year',
    ],
    ['Pay: $18-22/hour for direct client contact work, $13/hour for indirect work', 13, 22, 'hour'],
  ] as const)('reads several ranges of one job as their span: %j', (line, min, max, period) => {
    expect(salaryFromDescription(line)).toEqual({ min, max, currency: 'USD', period });
  });

  it.each([
    ['$150,000 to $175,000 salary with OTE $300,000 to $500,000 + equity', 150_000, 175_000, 'year'],
    ['- Account Executive - $63,000 On Target Earnings ($45,000 Base + $18,000 Commission)', 45_000, 45_000, 'year'],
    ['- Hourly wage: $18.00 - 20.00 plus uncapped commissions (on target annual earnings: $75,000-$100,000)', 18, 20, 'hour'],
    ['Compensation for this role includes $75,000 base and $50,000 commission for total on target earnings', 75_000, 75_000, 'year'],
    ['- $173,340 - $216,675 + bonus based on years of experience', 173_340, 216_675, 'year'],
    ['$180K + Offers Equity', 180_000, 180_000, 'year'],
    ['Pay: $19/hr + $5/hr weekend differential', 19, 19, 'hour'],
    ['$22/hour, overtime at $33/hour', 22, 22, 'hour'],
    ['Salary: $450 - $600 USD per month', 450, 600, 'month'],
    ['- The monthly rate for this internship is $11,375 USD + $10k housing stipend', 11_375, 11_375, 'month'],
    ['Pay: $20.00/hr; overtime paid at $30.00/hr', 20, 20, 'hour'],
    ['The budget for this role is $80k–$90k base.', 80_000, 90_000, 'year'],
    ['Hourly earnings: $18 - $20', 18, 20, 'hour'],
  ] as const)('reads the base pay beside commission, bonus and stipends: %j', (line, min, max, period) => {
    expect(salaryFromDescription(line)).toEqual({ min, max, currency: 'USD', period });
  });

  it.each([
    ['Total On-Target Earnings: $75,000 (uncapped commission)', 75_000, 75_000, 'ote'],
    ['OTE: $220k-$300k', 220_000, 300_000, 'ote'],
    ['$120,000 - $160,000 on target earnings, uncapped', 120_000, 160_000, 'ote'],
    ['Total compensation: $180,000 - $250,000', 180_000, 250_000, 'total'],
    ['Expected first-year earnings of $60,000 - $90,000', 60_000, 90_000, 'total'],
  ] as const)('names pay that is not base pay rather than show it as base: %j', (line, min, max, basis) => {
    expect(salaryFromDescription(line)).toEqual({ min, max, currency: 'USD', period: 'year', basis });
  });

  it('reads the base pay a source field names beside its on-target earnings, and names a field that is only OTE', () => {
    expect(salaryFromPayText('$250k OTE ($150k base)')).toEqual({ min: 150_000, max: 150_000, currency: 'USD', period: 'year' });
    expect(salaryFromPayText('$220K – $300K • OTE')).toEqual({ min: 220_000, max: 300_000, currency: 'USD', period: 'year', basis: 'ote' });
    expect(salaryFromPayText('$140,000 - $170,000')).toEqual({ min: 140_000, max: 170_000, currency: 'USD', period: 'year' });
    expect(salaryFromPayText('Bonus $10,000; salary $90,000 - $100,000')).toEqual({ min: 90_000, max: 100_000, currency: 'USD', period: 'year' });
    expect(salaryFromPayText('45', { period: 'hour' })).toBeNull();
    expect(salaryFromPayText('$45 - $55', { period: 'hour' })).toEqual({ min: 45, max: 55, currency: 'USD', period: 'hour' });
  });

  it.each([
    '- Variable Commission: $60,000–$90,000+ (accelerators up to 150% for 120%+ quota attainment)',
    '- Mid-Market & ENT experience: Experience managing a $250k+ annual quota',
    '- Have closed $50K–$150K+ ACVs and love winning competitive deals',
    '- Monthly quotas range from $40K to $50K ARR',
    '- Fertility HRA (up to $5,000 per year)',
    'In addition to base salary, we are also offering a $1000 retention bonus (payable at 6 months)',
    '- Company paid commuter benefit; $300 per month',
    '- $1000 Healthcare Spending Account',
    '- $10,000–$15,000 in relocation support (capped at $15,000).',
    '- The bonus will be paid in two installments: $5,000 upon signing and $5,000 on the one-year anniversary of employment.',
    'Logistics is an $8–$12 trillion dollar industry',
    'We offer a $200 per pay period commuter benefit',
    '- Every 5 days you cash out is worth about $600.',
    'Childcare support of up to $12,000 per year',
    'Per diem of $1,200 a week while travelling',
    'Up to $20,000 per year in student loan repayment',
    'Life insurance coverage of 2x your annual salary, up to $500,000',
  ])('reads no pay from other money: %j', (line) => {
    expect(salaryFromDescription(line)).toBeNull();
  });

  it('reads a short line leading with the pay, then other money', () => {
    expect(salaryFromDescription('Up to £60k + £5k car allowance')).toEqual({ min: null, max: 60_000, currency: 'GBP', period: 'year' });
  });

  it.each([
    ['Gehalt: ab 4.500 € brutto/Monat', { min: 4_500, max: null, currency: 'EUR', period: 'month' }],
    ['Remuneração: R$ 8.000 a R$ 12.000 por mês', { min: 8_000, max: 12_000, currency: 'BRL', period: 'month' }],
    ['Salario: entre 3.500.000 y 4.500.000 COP mensuales', { min: 3_500_000, max: 4_500_000, currency: 'COP', period: 'month' }],
    ['Stipendio: 2.000 € al mese', { min: 2_000, max: 2_000, currency: 'EUR', period: 'month' }],
    ['Salaris: € 3.800 - € 4.600 bruto per maand', { min: 3_800, max: 4_600, currency: 'EUR', period: 'month' }],
    ['Wynagrodzenie: 15 000 - 20 000 zł miesięcznie', { min: 15_000, max: 20_000, currency: 'PLN', period: 'month' }],
  ] as const)('reads the period in the language of the posting: %j', (line, salary) => {
    expect(salaryFromDescription(line)).toEqual(salary);
  });

  it.each([
    ['£35,000 - £40,000, 37.5 hours per week', { min: 35_000, max: 40_000, currency: 'GBP', period: 'year' }],
    ['$90,000 - $110,000, 2 days per week in office', { min: 90_000, max: 110_000, currency: 'USD', period: 'year' }],
    ['$60,000 - $75,000 plus $200 monthly phone stipend', { min: 60_000, max: 75_000, currency: 'USD', period: 'year' }],
    ['$100k-$120k. Weekly 1:1s with your manager', { min: 100_000, max: 120_000, currency: 'USD', period: 'year' }],
    ['£450 - £500 Outside IR35', { min: 450, max: 500, currency: 'GBP', period: null }],
    ['Day rate: £450 - £500', { min: 450, max: 500, currency: 'GBP', period: 'day' }],
    ['Salário: R$ 6.500,00 + VR R$ 800,00/mês', { min: 6_500, max: 6_500, currency: 'BRL', period: null }],
    ['Stundenlohn: 18 € brutto', { min: 18, max: 18, currency: 'EUR', period: 'hour' }],
  ] as const)('gives a salary only the period that is its own: %j', (line, salary) => {
    expect(salaryFromDescription(line)).toEqual(salary);
  });

  it.each(['Pay is $500 per shift', '$250 per visit'])('leaves out pay per shift or visit (no period of ours says it): %j', (line) => {
    expect(salaryFromDescription(line)).toBeNull();
  });

  it('leaves out pay per two weeks (no period of ours says it) rather than showing it as a year', () => {
    expect(salaryFromDescription('Salary: $2,000 - $2,500 biweekly')).toBeNull();
    expect(salaryFromDescription('Salary: $60,000 - $70,000, paid bi-weekly')).toEqual({ min: 60_000, max: 70_000, currency: 'USD', period: 'year' });
  });

  it('is null when no line states pay', () => {
    expect(salaryFromDescription('Competitive salary and 401(k).\n5-7 years of experience in 2024.')).toBeNull();
    expect(salaryFromDescription('')).toBeNull();
  });
});
