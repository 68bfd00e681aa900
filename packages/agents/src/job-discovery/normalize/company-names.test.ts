import { describe, expect, it } from 'vitest';
import { companyNamesMatch, normalizeCompanyName, parseBoardReference, readCompanySite, slugCandidates } from './company-names';

describe('normalizeCompanyName', () => {
  it.each([
    ['Acme Robotics, Inc.', 'acme robotics'],
    ['Acme Robotics LLC', 'acme robotics'],
    ['ACME GmbH', 'acme'],
    ['Zalando SE', 'zalando'],
    ['Nestlé S.A.', 'nestle'],
    ['Siemens AG', 'siemens'],
    ['Barclays PLC', 'barclays'],
    ['Acme Co.', 'acme'],
    ['Johnson & Johnson', 'johnson and johnson'],
    ['Acme & Co.', 'acme'],
    ['  Open   AI  ', 'open ai'],
    ['Inc.', 'inc'],
    ['', ''],
  ])('%j → %j', (name, expected) => {
    expect(normalizeCompanyName(name)).toBe(expected);
  });
});

describe('companyNamesMatch', () => {
  it.each([
    ['Acme', 'Acme Robotics Inc.', true],
    ['Acme Robotics', 'ACME ROBOTICS, INC.', true],
    ['Open AI', 'OpenAI', true],
    ['Acme Robotics', 'The Acme Robotics Company', true],
    ['Browser Company', 'The Browser Company', true],
    ['Acme', 'Acne Studios', false],
    ['Labs', 'Acme Labs', false],
    ['Acme', 'Acmeco', false],
    ['Stripe', 'Square', false],
    ['', 'Acme', false],
  ])('%j vs %j → %s', (wanted, board, expected) => {
    expect(companyNamesMatch(wanted, board)).toBe(expected);
  });
});

describe('slugCandidates', () => {
  it.each([
    ['Acme Robotics', ['acmerobotics', 'acme-robotics', 'acme']],
    ['Acme Robotics, Inc.', ['acmerobotics', 'acme-robotics', 'acme']],
    ['Zalando SE', ['zalando']],
    ['Škoda Auto', ['skodaauto', 'skoda-auto', 'skoda']],
    ['The Browser Company', ['thebrowsercompany', 'the-browser-company', 'browsercompany', 'browser']],
    ['Johnson & Johnson', ['johnsonandjohnson', 'johnson-and-johnson', 'johnson']],
    ['株式会社', []],
    ['', []],
  ])('%j → %j', (name, expected) => {
    expect(slugCandidates(name)).toEqual(expected);
  });

  it('returns at most four valid slugs of at most 100 characters', () => {
    const slugs = slugCandidates(`${'word '.repeat(60)}end`);
    expect(slugs.length).toBeLessThanOrEqual(4);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9][a-z0-9-]{0,99}$/);
  });
});

describe('parseBoardReference', () => {
  it.each([
    ['greenhouse:acme', { provider: 'greenhouse', slug: 'acme' }],
    ['lever:acme-inc', { provider: 'lever', slug: 'acme-inc' }],
    ['  Lever : acme-inc  ', { provider: 'lever', slug: 'acme-inc' }],
    ['ASHBY:Acme.Labs', { provider: 'ashby', slug: 'Acme.Labs' }],
    ['https://jobs.lever.co/acme/123-abc', { provider: 'lever', slug: 'acme' }],
    ['https://boards.greenhouse.io/acme', { provider: 'greenhouse', slug: 'acme' }],
    ['https://job-boards.greenhouse.io/acme/jobs/1', { provider: 'greenhouse', slug: 'acme' }],
    ['https://jobs.ashbyhq.com/acme', { provider: 'ashby', slug: 'acme' }],
    // Ashby lets a board's name hold spaces.
    ['ashby: Fermi AI', { provider: 'ashby', slug: 'Fermi AI' }],
    ['https://jobs.ashbyhq.com/Fermi%20AI', { provider: 'ashby', slug: 'Fermi AI' }],
    ['https://apply.workable.com/acme/', { provider: 'workable', slug: 'acme' }],
    ['https://jobs.smartrecruiters.com/Acme1', { provider: 'smartrecruiters', slug: 'Acme1' }],
    ['recruitee:bunq', { provider: 'recruitee', slug: 'bunq' }],
    ['https://bunq.recruitee.com/o/senior-legal-counsel-3', { provider: 'recruitee', slug: 'bunq' }],
    ['workday:nvidia.wd5/NVIDIAExternalCareerSite', { provider: 'workday', slug: 'nvidia.wd5/NVIDIAExternalCareerSite' }],
    ['https://NVIDIA.wd5.myworkdayjobs.com/en-US/NVIDIAExternalCareerSite', { provider: 'workday', slug: 'nvidia.wd5/NVIDIAExternalCareerSite' }],
    [
      'https://salesforce.wd12.myworkdayjobs.com/External_Career_Site/job/California---San-Francisco/Intern_JR1',
      { provider: 'workday', slug: 'salesforce.wd12/External_Career_Site' },
    ],
  ] as const)('%j → %j', (text, expected) => {
    expect(parseBoardReference(text)).toEqual(expected);
  });

  it.each([
    'workday:acme',
    'workday:acme.wd5',
    'workday:acme.evil.test/x',
    'https://acme.wd5.myworkdayjobs.com/',
    'remoteok:acme',
    'greenhouse:',
    'greenhouse:../etc',
    'greenhouse:-acme',
    'greenhouse:acme corp',
    'ashby:acme  corp',
    'https://jobs.ashbyhq.com/acme%2F..',
    'https://jobs.ashbyhq.com/acme%E0%A4%A',
    // A board on its own host is named by one DNS label.
    'recruitee:acme.evil.com',
    'https://www.recruitee.com/',
    'acme',
    'https://example.com/acme',
    '',
  ])('rejects %j', (text) => {
    expect(parseBoardReference(text)).toBeNull();
  });
});

describe('readCompanySite', () => {
  it.each([
    ['acme.com', { site: 'acme.com' }],
    ['https://www.Acme.com/careers?x=1', { site: 'www.acme.com' }],
    ['http://jobs.acme.co.uk/', { site: 'jobs.acme.co.uk' }],
    ['Booking.com', { site: 'booking.com' }],
    ['https://acme.com./jobs', { site: 'acme.com' }],
  ] as const)('%j is the site %j', (text, expected) => {
    expect(readCompanySite(text)).toEqual(expected);
  });

  it.each([
    ['https://acme.com@evil.test/careers', /user name and password/],
    ['https://user:pw@acme.com/jobs', /user name and password/],
    ['https://acme.com:8443/jobs', /standard port/],
    ['https://192.168.1.1/jobs', /not an IP address/],
    ['10.0.0.1', /not an IP address/],
    ['https://[::1]/jobs', /not an IP address/],
    ['https://localhost/jobs', /not an address Seeker can read/],
  ])('%j is refused, saying why', (text, problem) => {
    const read = readCompanySite(text);
    expect(read && 'problem' in read ? read.problem : null).toMatch(problem);
  });

  it.each(['Acme Robotics', 'greenhouse:acme', 'acme', 'acme.com/careers x', ''])('%j is not an address', (text) => {
    expect(readCompanySite(text)).toBeNull();
  });
});
