import { describe, expect, it } from 'vitest';
import { bamboohrId, fakeBamboohr } from '../../testing/job-sources/bamboohr';
import type { FixtureJob } from '../../testing/job-sources/fake-source';
import { fakeAnswers, stubContext, stubSourceHttp } from '../../testing/job-sources/stub-source-http';
import { readRecordedFile } from '../../testing/recorded-sources/read-recorded';
import { normalizePosting } from '../normalize/normalize-posting';
import { bamboohrSource } from './bamboohr';
import { sourceAdapters } from './index';

const base = 'http://127.0.0.1:9/bamboohr/{board}';
const recorded = (name: string) => readRecordedFile({ sourceAdapters, normalizePosting }, name);

const job = (id: string, title: string): FixtureJob => ({
  id,
  title,
  company: 'Acme',
  location: 'Austin, Texas',
  descriptionHtml: `<p>${title}: build things.</p>`,
  postedAt: new Date('2026-06-08T00:00:00Z'),
  employmentType: 'Full-time',
  department: 'Engineering',
});

describe('bamboohrSource', () => {
  it('describes itself, each board on its own host, its robots.txt obeyed', () => {
    expect(bamboohrSource).toMatchObject({ kind: 'board', name: 'bamboohr', label: 'BambooHR', urlEnv: 'BAMBOOHR_API_URL', credentials: [] });
    expect(bamboohrSource.defaultBaseUrl).toBe('https://{board}.bamboohr.com');
    expect(bamboohrSource.terms.robotsTxt).toBe(true);
    expect(bamboohrSource.boardUrl('acme')).toBe('https://acme.bamboohr.com/careers');
  });

  it('reads a real list: titles, types, departments and places; no pay, date or description where it states none', async () => {
    const postings = await recorded('bamboohr/careerkit-careers-list.json');
    expect(postings.map((posting) => [posting.sourceId, posting.title, posting.jobType])).toEqual([
      ['86', 'Nurse Paralegal', 'Full-time'],
      ['87', 'Marketing & Social Media Intern', 'Intern'],
    ]);
    expect(postings[0]).toMatchObject({
      sourceUrl: 'https://recorded.bamboohr.com/careers/86',
      location: 'Fort Lauderdale, Florida',
      department: 'Legal',
      salary: null,
      postedAt: null,
      descriptionText: '',
    });
    expect(postings[1]!.department).toBe('Marketing');
  });

  it('reads the job a user pasted whole (its description and day), and a job taken down between the two answers as listed', async () => {
    const jobs = [job('101', 'Platform Engineer'), job('102', 'Data Analyst')];
    const http = stubSourceHttp(fakeAnswers(fakeBamboohr, jobs, 'Acme', base));
    const answer = await bamboohrSource.fetchBoard(stubContext(http, base), 'acme', bamboohrId(jobs[1]!));
    expect(answer.postings).toHaveLength(2);
    expect(answer.postings[1]).toMatchObject({
      sourceId: '102',
      sourceUrl: 'https://acme.bamboohr.com/careers/102',
      descriptionHtml: '<p>Data Analyst: build things.</p>',
      postedAt: new Date('2026-06-08T00:00:00Z'),
      employmentType: 'Full-Time',
    });
    expect(answer.postings[0]!.descriptionHtml).toBeUndefined();
    expect(http.requests.map((request) => request.url)).toEqual([
      'http://127.0.0.1:9/bamboohr/acme/careers/list',
      'http://127.0.0.1:9/bamboohr/acme/careers/102/detail',
    ]);

    // A job the list does not have is not asked for; one the list has but its own answer no longer does stays as listed.
    const notListed = stubSourceHttp(fakeAnswers(fakeBamboohr, jobs, 'Acme', base));
    await bamboohrSource.fetchBoard(stubContext(notListed, base), 'acme', '999');
    expect(notListed.requests).toHaveLength(1);
    let calls = 0;
    const vanished = stubSourceHttp((url) =>
      calls++ === 0 ? fakeAnswers(fakeBamboohr, jobs, 'Acme', base)(url) : fakeAnswers(fakeBamboohr, [], 'Acme', base)(url),
    );
    const stale = await bamboohrSource.fetchBoard(stubContext(vanished, base), 'acme', '101');
    expect(stale.postings.map((posting) => posting.title)).toEqual(['Platform Engineer', 'Data Analyst']);
  });

  it('skips jobs without a numeric id or a title, and refuses an answer without a list', async () => {
    const odd = stubSourceHttp(() => ({ body: { meta: {}, result: [{ id: 'x1', jobOpeningName: 'A' }, { id: '5' }, 3] } }));
    expect((await bamboohrSource.fetchBoard(stubContext(odd, base), 'acme')).postings).toEqual([]);
    const junk = stubSourceHttp(() => ({ body: { jobs: [] } }));
    await expect(bamboohrSource.fetchBoard(stubContext(junk, base), 'acme')).rejects.toThrow(/no list of jobs/);
  });
});
