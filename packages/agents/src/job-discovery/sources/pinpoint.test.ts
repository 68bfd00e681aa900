import { describe, expect, it } from 'vitest';
import type { FixtureJob } from '../../testing/job-sources/fake-source';
import { fakePinpoint, pinpointUuid } from '../../testing/job-sources/pinpoint';
import { fakeAnswers, stubContext, stubSourceHttp } from '../../testing/job-sources/stub-source-http';
import { readRecordedFile } from '../../testing/recorded-sources/read-recorded';
import { normalizePosting } from '../normalize/normalize-posting';
import { sourceAdapters } from './index';
import { pinpointSource } from './pinpoint';

const base = 'http://127.0.0.1:9/pinpoint/{board}';
const recorded = (name: string) => readRecordedFile({ sourceAdapters, normalizePosting }, name);

describe('pinpointSource', () => {
  it('describes itself, each board on its own host, its robots.txt obeyed', () => {
    expect(pinpointSource).toMatchObject({ kind: 'board', name: 'pinpoint', label: 'Pinpoint', urlEnv: 'PINPOINT_API_URL', credentials: [] });
    expect(pinpointSource.defaultBaseUrl).toBe('https://{board}.pinpointhq.com');
    expect(pinpointSource.terms.robotsTxt).toBe(true);
  });

  it("reads a real list (JED Foundation's): pay by the year and by the hour, way of working, type, department", async () => {
    const postings = await recorded('pinpoint/jht-jed-postings.json');
    expect(postings.map((posting) => [posting.title, posting.salary, posting.workplace])).toEqual([
      ['Senior Data Management Specialist', { min: 105_000, max: 135_000, currency: 'USD', period: 'year' }, 'remote'],
      ['Senior Director, Implementation Science', { min: 135_000, max: 190_000, currency: 'USD', period: 'year' }, 'remote'],
      ['Texas Mental Health Youth Advocacy Coalition Fellowship (Fall 2026)', { min: 31.25, max: 31.25, currency: 'USD', period: 'hour' }, 'hybrid'],
      ['Consultant, Mental Health & Suicide Prevention, District Programs', { min: 80_000, max: 115_000, currency: 'USD', period: 'year' }, 'remote'],
    ]);
    expect(postings[0]).toMatchObject({
      sourceId: 'fceb8b47-bed5-45bd-b7f4-9161fbe78428',
      sourceUrl: 'https://jed.pinpointhq.com/en/postings/fceb8b47-bed5-45bd-b7f4-9161fbe78428',
      jobType: 'Full-time',
      department: 'KNA-Research & Evaluation',
      postedAt: null,
    });
    expect(postings[0]!.location).toMatch(/New York City/);
  });

  it('shows pay only when the employer made it visible, and the description in its sections under their headings', async () => {
    const job: FixtureJob = {
      id: 'a1',
      title: 'Data Engineer',
      company: 'Acme',
      location: 'London, London',
      descriptionHtml: '<p>Pipelines.</p>',
      postedAt: new Date('2026-11-20T00:00:00Z'),
      salary: { min: 70_000, max: 90_000, currency: 'GBP' },
      employmentType: 'Full-time',
    };
    const http = stubSourceHttp(fakeAnswers(fakePinpoint, [job], 'Acme', base));
    const [posting] = (await pinpointSource.fetchBoard(stubContext(http, base), 'acme')).postings;
    expect(posting).toMatchObject({
      sourceId: pinpointUuid(job),
      workplace: 'onsite',
      salary: { min: 70_000, max: 90_000, currency: 'GBP', period: 'year' },
    });
    expect(http.requests.map((request) => request.url)).toEqual(['http://127.0.0.1:9/pinpoint/acme/postings.json']);

    const hidden = stubSourceHttp(() => ({
      body: {
        data: [
          {
            title: 'Hidden pay',
            url: 'https://acme.pinpointhq.com/en/postings/fceb8b47-bed5-45bd-b7f4-9161fbe78428',
            compensation_minimum: 50_000,
            compensation_maximum: 60_000,
            compensation_currency: 'GBP',
            compensation_frequency: 'year',
            compensation_visible: false,
            description: '<p>About us.</p>',
            key_responsibilities_header: 'What you <will> do',
            key_responsibilities: '<ul><li>Ship</li></ul>',
            benefits_header: 'Benefits',
            benefits: null,
          },
          { title: 'No address' },
          { title: 'Bad id', url: 'https://acme.pinpointhq.com/en/postings/123' },
        ],
      },
    }));
    const read = (await pinpointSource.fetchBoard(stubContext(hidden, base), 'acme')).postings;
    expect(read).toHaveLength(1);
    expect(read[0]!.salary).toBeUndefined();
    expect(read[0]!.descriptionHtml).toBe('<p>About us.</p>\n<h3>What you &lt;will&gt; do</h3><ul><li>Ship</li></ul>');
  });
});
