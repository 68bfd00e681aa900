import { describe, expect, it } from 'vitest';
import { recordedFiles as readFolder, readRecorded as readWith } from '../../testing/recorded-sources/read-recorded';
import { normalizePosting } from '../normalize/normalize-posting';
import type { Posting } from '../posting';
import type { SourceName } from '../source-names';
import { sourceAdapters } from './index';

// Real answers of the live APIs, recorded by other projects (testing/recorded-sources/ORIGINS.md says
// where each comes from and what its recorder cut). Each is read through its adapter and normalised as a
// search would, and must come out as the source meant it.
const folder = new URL('../../testing/recorded-sources/', import.meta.url);
const recordedFiles = () => readFolder(folder);
const readRecorded = (source: SourceName, body: unknown) => readWith({ sourceAdapters, normalizePosting }, source, body);

const mojibake = /Ã[\u0080-\u00bf]|â€|Â[\u00a0-\u00bf]|\u00e2\u0080/;

describe('recorded real answers', () => {
  const files = recordedFiles();

  it('cover every source with a recorded answer in the fixtures', () => {
    expect(new Set(files.map((file) => file.source))).toEqual(
      new Set([
        'ashby',
        'greenhouse',
        'lever',
        'smartrecruiters',
        'workable',
        'recruitee',
        'personio',
        'teamtailor',
        'workday',
        'breezy',
        'bamboohr',
        'pinpoint',
        'gem',
        'manatal',
        'adp',
        'eightfold',
        'icims',
        'oracle',
        'successfactors',
        'paylocity',
        'avature',
        'rippling',
        'join',
        'comeet',
        'radancy',
        'phenom',
        'jobvite',
        'jobylon',
        'pageup',
        'jibe',
        'remoteok',
        'remotive',
        'arbeitnow',
        'himalayas',
        'jobicy',
        'adzuna',
        'usajobs',
        'jobtech',
      ]),
    );
  });

  it.each(files.map((file) => [file.file, file] as const))('%s reads every posting clean', async (_, { file, source, body }) => {
    const postings = await readRecorded(source, body);
    // A page recorded past a board's last one (named "…-past-end") lists none, and must read as none.
    if (file.includes('-past-end')) expect(postings).toEqual([]);
    else expect(postings.length).toBeGreaterThan(0);
    for (const posting of postings) {
      for (const text of [posting.title, posting.company, posting.location, posting.descriptionText]) {
        expect(text, `${posting.sourceId}: mojibake`).not.toMatch(mojibake);
        expect(text, `${posting.sourceId}: an escaped line break`).not.toMatch(/\\n|\\r/);
      }
      if (posting.salary) {
        const amounts = [posting.salary.min, posting.salary.max].filter((amount) => amount !== null);
        if (posting.salary.period === 'year') expect(Math.min(...amounts)).toBeGreaterThanOrEqual(1_000);
        if (posting.salary.period === 'hour') expect(Math.max(...amounts)).toBeLessThanOrEqual(1_000);
      }
    }
  });
});

describe('what the recorded answers say, read right', () => {
  const files = recordedFiles();
  const read = (name: string) => {
    const file = files.find((candidate) => candidate.file === name)!;
    return readRecorded(file.source, file.body);
  };
  const titled = (postings: Posting[], title: string | RegExp) =>
    postings.find((posting) => (typeof title === 'string' ? posting.title === title : title.test(posting.title)))!;

  it('Jobicy 2.2: salaryMin/salaryMax with salaryPeriod "yearly"', async () => {
    const postings = await read('jobicy/hunt-jobicy.json');
    expect(titled(postings, /Staff Engineer, Full Stack/).salary).toEqual({ min: 200_000, max: 250_000, currency: 'USD', period: 'year' });
    expect(titled(postings, /OrioleDB/).salary).toBeNull();
  });

  it('Himalayas: salaryPeriod "hourly" is an hourly wage, "annual" a salary', async () => {
    const postings = await read('himalayas/hunt-himalayas.json');
    expect(titled(postings, /AI Assistant Evaluator/).salary).toEqual({ min: 15, max: 30, currency: 'USD', period: 'hour' });
    expect(titled(postings, 'IT Operations Specialist').salary).toEqual({ min: 100_000, max: 115_000, currency: 'USD', period: 'year' });
  });

  it('Remote OK: the legal notice is no job, 0 is no pay, mojibake in text is repaired', async () => {
    const postings = await read('remoteok/hunt-remoteok.json');
    expect(postings).toHaveLength(2);
    expect(postings.every((posting) => posting.salary === null)).toBe(true);
    expect(postings.map((posting) => posting.descriptionText).join(' ')).toContain('Mecánico');
    const opencruit = await read('remoteok/opencruit-remoteok.json');
    expect(titled(opencruit, /.+/) && opencruit.find((posting) => posting.location === 'Munich')!.salary).toEqual({
      min: 90_000,
      max: 110_000,
      currency: 'USD',
      period: 'year',
    });
    expect(opencruit.map((posting) => posting.descriptionText).join(' ')).toContain('Product Manager – Customer Care');
  });

  it('Remotive: free-text pay "$120 - $170 /hour" is hourly', async () => {
    const postings = await read('remotive/opencruit-remotive.json');
    expect(postings.map((posting) => posting.salary).filter(Boolean)).toEqual([{ min: 120, max: 170, currency: 'USD', period: 'hour' }]);
  });

  it('Ashby: monthly euros, hourly dollars, and hybrid jobs that isRemote calls remote', async () => {
    const telli = await read('ashby/stapply-telli.json');
    expect(telli.map((posting) => posting.salary).filter((salary) => salary?.period === 'month')).toContainEqual(
      expect.objectContaining({ currency: 'EUR', period: 'month' }),
    );
    const interns = await read('ashby/stapply-seconddinner.json');
    expect(interns.map((posting) => posting.salary)).toContainEqual({ min: 45, max: 50, currency: 'USD', period: 'hour' });
    const ramp = await read('ashby/chadstrats-ramp.json');
    expect(ramp.filter((posting) => posting.remote)).toHaveLength(1);
  });

  it('Greenhouse, Lever, SmartRecruiters, Workable: their own way-of-working fields decide remote', async () => {
    expect((await read('greenhouse/hunt-vercel.json')).every((posting) => !posting.remote)).toBe(true);
    expect((await read('lever/chadstrats-lever.json')).map((posting) => posting.remote)).toEqual([true, false, true]);
    expect((await read('smartrecruiters/hunt-ubisoft.json')).every((posting) => !posting.remote)).toBe(true);
    expect((await read('workable/chadstrats-huggingface.json')).every((posting) => posting.remote)).toBe(true);
  });

  it('Adzuna: its own predicted pay (salary_is_predicted "1") is never shown as the employer\'s', async () => {
    const file = files.find((candidate) => candidate.file === 'adzuna/m1frahm-rawstories-gb.json')!;
    const results = (file.body as { results: { id: string; salary_is_predicted: string; salary_min: number }[] }).results;
    const predicted = new Map(results.filter((job) => job.salary_is_predicted === '1').map((job) => [String(job.id), job.salary_min]));
    const postings = await read('adzuna/m1frahm-rawstories-gb.json');
    expect(predicted.size).toBeGreaterThan(0);
    // Pay its description states may be read; Adzuna's estimate never is.
    for (const posting of postings)
      if (predicted.has(posting.sourceId)) expect(posting.salary?.min ?? null).not.toBe(predicted.get(posting.sourceId));
    expect(postings.filter((posting) => !predicted.has(posting.sourceId) && posting.salary).length).toBeGreaterThan(10);
  });

  it('USAJOBS: pay "Per Year" from PositionRemuneration, the organisation as the employer, the schedule as the job type', async () => {
    const [job] = await read('usajobs/jobapis-usajobs-item.json');
    expect(job).toMatchObject({
      title: 'INFORMATION TECHNOLOGY SPECIALIST (APPLICATION SOFTWARE)',
      company: 'U.S. Pacific Fleet, Commander in Chief',
      location: 'Kauai Island, Hawaii',
      salary: { min: 71_637, max: 93_133, currency: 'USD', period: 'year' },
      jobType: 'Full-time',
    });
    // The cost-of-living allowance in its summary is no second salary.
    expect(job!.descriptionText).toContain('cost-of-living allowance');
  });

  it('Lever: pay stated in the additional section is read', async () => {
    const postings = await read('lever/chadstrats-lever.json');
    expect(postings.map((posting) => posting.salary).filter(Boolean)).toContainEqual({ min: 116_994, max: 167_135, currency: 'USD', period: 'year' });
  });
});
