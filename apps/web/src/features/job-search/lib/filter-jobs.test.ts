import { describe, expect, it } from 'vitest';
import { createSavedJob } from '@/test/create-saved-job';
import { defaultJobFilters, filterJobs, yearlySalary } from './filter-jobs';

const best = createSavedJob({ listingNumber: 1, matchScore: 90, datePosted: '2026-11-01T00:00:00Z', salaryRange: null, remote: true });
const newest = createSavedJob({
  listingNumber: 2,
  matchScore: 70,
  datePosted: '2026-11-21T00:00:00Z',
  salaryRange: { min: 50, max: 60, currency: 'USD', period: 'hour' },
  status: 'applied',
});
const paid = createSavedJob({
  listingNumber: 3,
  matchScore: 60,
  datePosted: '2026-11-10T00:00:00Z',
  salaryRange: { min: 100_000, max: 110_000, currency: 'USD', period: 'year' },
  remote: true,
});

const ids = (jobs: { listingNumber: number }[]) => jobs.map((job) => job.listingNumber);

describe('filterJobs', () => {
  it('sorts by match score, newest first, or the highest yearly pay with unstated pay last', () => {
    expect(ids(filterJobs([paid, newest, best], defaultJobFilters))).toEqual([1, 2, 3]);
    expect(ids(filterJobs([paid, best, newest], { ...defaultJobFilters, sort: 'newest' }))).toEqual([2, 3, 1]);
    // $60/hour is $124,800 a year: above $110,000.
    expect(ids(filterJobs([best, paid, newest], { ...defaultJobFilters, sort: 'salary' }))).toEqual([2, 3, 1]);
  });

  it('ranks pay within the results’ main currency first, then other currencies, then pay without a period', () => {
    const pesos = createSavedJob({ listingNumber: 4, salaryRange: { min: 3_500_000, max: 4_500_000, currency: 'COP', period: 'month' } });
    const noPeriod = createSavedJob({ listingNumber: 5, salaryRange: { min: 900_000, max: null, currency: 'USD', period: null } });
    const euros = createSavedJob({ listingNumber: 6, salaryRange: { min: 70_000, max: 80_000, currency: 'EUR', period: 'year' } });
    expect(ids(filterJobs([pesos, noPeriod, best, euros, paid, newest], { ...defaultJobFilters, sort: 'salary' }))).toEqual([2, 3, 4, 6, 5, 1]);
  });

  it('keeps remote jobs only, and hides jobs already applied to', () => {
    expect(ids(filterJobs([best, newest, paid], { ...defaultJobFilters, remoteOnly: true }))).toEqual([1, 3]);
    // One job in several places: a remote place counts though an on-site one ranked first.
    const alsoRemote = createSavedJob({
      listingNumber: 4,
      workplace: 'onsite',
      places: [{ location: 'Remote - US', workplace: 'remote', salary: '', url: 'https://boards.example/4', sourceLabel: 'Ashby' }],
    });
    expect(ids(filterJobs([newest, alsoRemote], { ...defaultJobFilters, remoteOnly: true }))).toEqual([4]);
    expect(ids(filterJobs([best, newest, paid], { ...defaultJobFilters, hideApplied: true }))).toEqual([1, 3]);
    for (const status of ['interviewing', 'offered', 'rejected'] as const) {
      expect(filterJobs([createSavedJob({ status })], { ...defaultJobFilters, hideApplied: true })).toEqual([]);
    }
    expect(filterJobs([createSavedJob({ status: 'applying' })], { ...defaultJobFilters, hideApplied: true })).toHaveLength(1);
  });

  it('reads a yearly figure from the stated period, or none', () => {
    expect(yearlySalary(createSavedJob({ salaryRange: { min: 5000, max: null, currency: 'EUR', period: 'month' } }))).toBe(60_000);
    expect(yearlySalary(createSavedJob({ salaryRange: null }))).toBeNull();
    // On-target earnings are not the base pay "Highest salary" ranks.
    expect(yearlySalary(createSavedJob({ salaryRange: { min: 200_000, max: 300_000, currency: 'USD', period: 'year', basis: 'ote' } }))).toBeNull();
    expect(yearlySalary(createSavedJob({ salaryRange: { min: null, max: null, currency: null, period: null } }))).toBeNull();
    expect(yearlySalary(createSavedJob({ salaryRange: { min: 4_500, max: null, currency: 'EUR', period: null } }))).toBeNull();
  });

  it('does not reorder the list it was given', () => {
    const jobs = [paid, best];
    filterJobs(jobs, defaultJobFilters);
    expect(ids(jobs)).toEqual([3, 1]);
  });
});
