import { companyResearchSchema } from '@seeker/contract';
import { describe, expect, it } from 'vitest';
import type { Salary, SalaryPeriod } from '../job-discovery/raw-posting';
import { createPosting } from '../testing/create-posting';
import { summarizePostings } from './summarize-postings';

const now = new Date('2026-03-01T12:00:00.000Z');

function salary(min: number | null, max: number | null, currency: string | null, period: SalaryPeriod | null): Salary {
  return { min, max, currency, period };
}

function byName(records: ReturnType<typeof summarizePostings>, name: string) {
  const record = records.find((r) => r.companyOverview.name === name);
  if (!record) throw new Error(`no record for ${name}`);
  return record;
}

describe('summarizePostings', () => {
  it('returns no records for no postings', () => {
    expect(summarizePostings([], { now })).toEqual([]);
  });

  it('groups spellings of one company, names it by the most common one, sorts by open roles then name', () => {
    const records = summarizePostings(
      [
        createPosting({ company: 'Zeta Labs' }),
        createPosting({ company: 'Acme, Inc.' }),
        createPosting({ company: 'ACME' }),
        createPosting({ company: 'Acme' }),
        createPosting({ company: 'Acme' }),
        createPosting({ company: 'beta' }),
        createPosting({ company: 'Gamma' }),
        createPosting({ company: 'Gamma GmbH' }),
        createPosting({ company: '   ' }),
        createPosting({ company: 'Not specified' }),
      ],
      { now },
    );
    expect(records.map((r) => [r.companyOverview.name, r.hiring.openRoles])).toEqual([
      ['Acme', 4],
      ['Gamma', 2],
      ['beta', 1],
      ['Zeta Labs', 1],
    ]);
    expect(records.map((r) => r.companyOverview.id)).toEqual(['acme', 'gamma', 'beta', 'zeta-labs']);
  });

  it('leaves everything postings cannot show null and passes the contract schema', () => {
    const [record] = summarizePostings([createPosting({ location: 'Berlin, Germany' })], { now });
    expect(record).toEqual({
      companyOverview: {
        id: 'acme',
        name: 'Acme',
        logoUrl: null,
        stockSymbol: null,
        industry: null,
        size: null,
        headquarters: null,
        founded: null,
        website: null,
        ceo: null,
        description: null,
      },
      ratings: null,
      salaryEstimates: [],
      strategicAssessment: null,
      awards: null,
      reviewsSummary: null,
      interviewIntelligence: null,
      competitors: null,
      officeLocations: ['Berlin, Germany'],
      hiring: {
        openRoles: 1,
        roles: [{ title: 'Software Engineer', count: 1 }],
        locations: [{ name: 'Berlin, Germany', count: 1 }],
        remoteShare: 0,
        salaryRanges: [],
        departments: [],
        sources: [{ name: 'greenhouse', label: 'Greenhouse', count: 1 }],
        lastPostedAt: null,
      },
      provenance: { postingsCount: 1, generatedAt: '2026-03-01T12:00:00.000Z', confidence: 'low' },
      sources: [],
      citations: {},
      gaps: [],
    });
    expect(companyResearchSchema.parse(record)).toEqual(record);
  });

  it('never mixes currencies or periods in one salary range', () => {
    const [record] = summarizePostings(
      [
        createPosting({ title: 'Software Engineer', salary: salary(100_000, 120_000, 'USD', 'year') }),
        createPosting({ title: 'software engineer', salary: salary(110_000, 150_000, 'usd', 'year') }),
        createPosting({ title: 'Software Engineer', salary: salary(80_000, 90_000, 'EUR', 'year') }),
        createPosting({ title: 'Software Engineer', salary: salary(50, 60, 'USD', 'hour') }),
        createPosting({ title: 'Software Engineer', salary: salary(70_000, 75_000, null, 'year') }),
        createPosting({ title: 'Software Engineer', salary: salary(70_000, 75_000, 'USD', null) }),
        createPosting({ title: 'Software Engineer', salary: salary(70_000, 75_000, '$', 'year') }),
        createPosting({ title: 'Software Engineer', salary: salary(null, null, 'USD', 'year') }),
        // On-target earnings are not the base pay a range reports.
        createPosting({ title: 'Software Engineer', salary: { ...salary(300_000, 400_000, 'USD', 'year'), basis: 'ote' } }),
        createPosting({ title: 'Designer', salary: null }),
      ],
      { now },
    );
    expect(record?.hiring.salaryRanges).toEqual([
      { title: 'Software Engineer', currency: 'USD', period: 'year', min: 100_000, max: 150_000, median: 120_000, dataPoints: 2 },
      { title: 'Software Engineer', currency: 'EUR', period: 'year', min: 80_000, max: 90_000, median: 85_000, dataPoints: 1 },
      { title: 'Software Engineer', currency: 'USD', period: 'hour', min: 50, max: 60, median: 55, dataPoints: 1 },
    ]);
    expect(record?.salaryEstimates[0]).toEqual({
      title: 'Software Engineer',
      currency: 'USD',
      period: 'year',
      baseRange: { min: 100_000, max: 150_000, median: 120_000 },
      totalCompensation: null,
      confidenceLevel: 'low',
      dataPoints: 2,
    });
    expect(record?.salaryEstimates).toHaveLength(3);
  });

  it('takes the median of midpoints and counts a one-sided salary as the amount it states', () => {
    const [record] = summarizePostings(
      [
        createPosting({ salary: salary(90_000, 110_000, 'GBP', 'year') }), // 100k
        createPosting({ salary: salary(null, 60_000, 'GBP', 'year') }), // up to 60k
        createPosting({ salary: salary(200_000, null, 'GBP', 'year') }), // from 200k
        createPosting({ salary: salary(130_000, 110_000, 'GBP', 'year') }), // reversed bounds: 120k
      ],
      { now },
    );
    expect(record?.salaryEstimates).toEqual([
      {
        title: 'Software Engineer',
        currency: 'GBP',
        period: 'year',
        baseRange: { min: 60_000, max: 200_000, median: 110_000 },
        totalCompensation: null,
        confidenceLevel: 'medium',
        dataPoints: 4,
      },
    ]);
  });

  it('rates confidence by data points: 1–2 low, 3–9 medium, 10 or more high', () => {
    const postings = (company: string, n: number) =>
      Array.from({ length: n }, (_, i) => createPosting({ company, salary: salary(1000 + i, 2000 + i, 'USD', 'month') }));
    const records = summarizePostings([...postings('Big', 10), ...postings('Mid', 3), ...postings('Mid2', 9), ...postings('Small', 2)], { now });
    expect(records.map((r) => [r.companyOverview.name, r.provenance.confidence, r.salaryEstimates[0]?.confidenceLevel])).toEqual([
      ['Big', 'high', 'high'],
      ['Mid2', 'medium', 'medium'],
      ['Mid', 'medium', 'medium'],
      ['Small', 'low', 'low'],
    ]);
  });

  it('works out the remote share and keeps remote postings out of office locations', () => {
    const [record] = summarizePostings(
      [
        createPosting({ location: 'Remote - US', remote: true }),
        createPosting({ location: 'Berlin, Germany' }),
        createPosting({ location: 'Berlin, Germany' }),
        createPosting({ location: 'berlin germany' }),
        createPosting({ location: 'Lisbon' }),
        createPosting({ location: '', remote: false }),
        createPosting({ location: 'Remote', remote: true }),
        createPosting({ location: 'Lisbon', remote: true }),
      ],
      { now },
    );
    expect(record?.hiring.remoteShare).toBe(3 / 8);
    expect(record?.officeLocations).toEqual(['Berlin, Germany', 'Lisbon']);
    expect(record?.hiring.locations).toEqual([
      { name: 'Berlin, Germany', count: 3 },
      { name: 'Lisbon', count: 2 },
      { name: 'Remote', count: 1 },
      { name: 'Remote - US', count: 1 },
    ]);
  });

  it('counts roles (top 10), departments, sources and the newest posting date', () => {
    const titles = Array.from({ length: 12 }, (_, i) => `Role ${String(i).padStart(2, '0')}`);
    const [record] = summarizePostings(
      [
        ...titles.map((title) => createPosting({ title })),
        createPosting({ title: 'Role 11', source: 'lever', department: 'Engineering', postedAt: new Date('2026-02-10T00:00:00Z') }),
        createPosting({ title: 'role  11', source: 'remoteok', department: 'engineering', postedAt: new Date('2026-02-20T00:00:00Z') }),
        createPosting({ title: 'Role 05', source: 'lever', department: 'Sales', postedAt: new Date('invalid') }),
      ],
      { now },
    );
    expect(record?.hiring.openRoles).toBe(15);
    expect(record?.hiring.roles).toHaveLength(10);
    expect(record?.hiring.roles.slice(0, 3)).toEqual([
      { title: 'Role 11', count: 3 },
      { title: 'Role 05', count: 2 },
      { title: 'Role 00', count: 1 },
    ]);
    expect(record?.hiring.departments).toEqual([
      { name: 'Engineering', count: 2 },
      { name: 'Sales', count: 1 },
    ]);
    expect(record?.hiring.sources).toEqual([
      { name: 'greenhouse', label: 'Greenhouse', count: 12 },
      { name: 'lever', label: 'Lever', count: 2 },
      { name: 'remoteok', label: 'Remote OK', count: 1 },
    ]);
    expect(record?.hiring.lastPostedAt).toBe('2026-02-20T00:00:00.000Z');
  });

  it('attaches the job a company was researched for, whatever spelling the map uses', () => {
    const records = summarizePostings([createPosting({ company: 'Acme' }), createPosting({ company: 'Other' })], {
      now,
      jobIdsByCompany: new Map([['ACME Inc.', 'job-session-1-0']]),
    });
    expect(byName(records, 'Acme')).toMatchObject({ jobId: 'job-session-1-0', associatedJob: { id: 'job-session-1-0' } });
    expect(byName(records, 'Other')).not.toHaveProperty('jobId');
    expect(byName(records, 'Other')).not.toHaveProperty('associatedJob');
  });

  it('gives every company a distinct URL-safe id', () => {
    const records = summarizePostings(
      [
        createPosting({ company: 'Acme' }),
        createPosting({ company: 'Acme 株式会社' }),
        createPosting({ company: 'Café Ünïcode' }),
        createPosting({ company: '株式会社テスト' }),
        createPosting({ company: `Huge ${'x'.repeat(10_000)}` }),
      ],
      { now },
    );
    const ids = records.map((r) => r.companyOverview.id);
    expect(ids).toEqual(['acme', 'acme-2', 'cafe-unicode', `huge-${'x'.repeat(51)}`, expect.stringMatching(/^company-[0-9a-f]{8}$/)]);
    for (const record of records) expect(companyResearchSchema.parse(record)).toEqual(record);
  });

  it('treats accents, case, punctuation and legal forms as the same company', () => {
    const records = summarizePostings(
      [createPosting({ company: 'Nestlé S.A.' }), createPosting({ company: 'Nestle' }), createPosting({ company: 'NESTLÉ' })],
      { now },
    );
    expect(records.map((r) => [r.companyOverview.name, r.hiring.openRoles])).toEqual([['Nestle', 3]]);
  });

  it('does not depend on the order of the postings', () => {
    const postings = [
      createPosting({ company: 'Acme', title: 'Engineer', salary: salary(10, 20, 'USD', 'hour') }),
      createPosting({ company: 'ACME', title: 'engineer', salary: salary(30, 40, 'USD', 'hour') }),
      createPosting({ company: 'Beta', location: 'Paris' }),
      createPosting({ company: 'Beta', location: 'paris', remote: true }),
    ];
    const forward = summarizePostings(postings, { now });
    expect(summarizePostings([...postings].reverse(), { now })).toEqual(forward);
  });
});
