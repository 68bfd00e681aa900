import { describe, expect, it } from 'vitest';
import { readJobLink } from './read-job-link';

const read = (text: string) => readJobLink(new URL(text));

describe('readJobLink', () => {
  it.each([
    ['https://boards.greenhouse.io/acmerobotics/jobs/4012345', { provider: 'greenhouse', slug: 'acmerobotics', sourceId: '4012345' }],
    ['https://job-boards.greenhouse.io/acmerobotics/jobs/4012345?gh_src=abc', { provider: 'greenhouse', slug: 'acmerobotics', sourceId: '4012345' }],
    ['https://boards.greenhouse.io/embed/job_app?for=acme&token=77', { provider: 'greenhouse', slug: 'acme', sourceId: '77' }],
    [
      'https://jobs.lever.co/leverdemo/5ac21346-8e0c-4494-8e7a-3eb92ff77902/apply',
      { provider: 'lever', slug: 'leverdemo', sourceId: '5ac21346-8e0c-4494-8e7a-3eb92ff77902' },
    ],
    [
      'https://jobs.ashbyhq.com/alan/0f5b6e0c-2f7c-4a57-9a67-0e3b0b9b6f11/application',
      { provider: 'ashby', slug: 'alan', sourceId: '0f5b6e0c-2f7c-4a57-9a67-0e3b0b9b6f11' },
    ],
    ['https://apply.workable.com/huggingface/j/2E8F4B6A1C/', { provider: 'workable', slug: 'huggingface', sourceId: '2E8F4B6A1C' }],
    ['https://huggingface.workable.com/j/2E8F4B6A1C', { provider: 'workable', slug: 'huggingface', sourceId: '2E8F4B6A1C' }],
    [
      'https://jobs.smartrecruiters.com/Visa/744000012345678-senior-engineer',
      { provider: 'smartrecruiters', slug: 'Visa', sourceId: '744000012345678' },
    ],
  ])('reads %s', (text, expected) => {
    expect(read(text)).toEqual(expected);
  });

  it.each([
    // A board, not one of its jobs.
    'https://boards.greenhouse.io/acmerobotics',
    'https://jobs.lever.co/leverdemo',
    // Ids of the wrong shape, slugs no board can have.
    'https://boards.greenhouse.io/acmerobotics/jobs/abc',
    'https://jobs.lever.co/leverdemo/not-a-uuid',
    'https://boards.greenhouse.io/..%2F..%2Fetc/jobs/1',
    // EU boards answer from other API hosts: read as pages.
    'https://jobs.eu.lever.co/leverdemo/5ac21346-8e0c-4494-8e7a-3eb92ff77902',
    'https://job-boards.eu.greenhouse.io/acme/jobs/1',
    // Look-alike hosts.
    'https://boards.greenhouse.io.evil.test/acme/jobs/1',
    'https://apply.workable.com.evil.test/acme/j/ABCDEF12/',
    'ftp://boards.greenhouse.io/acme/jobs/1',
    'https://careers.example.com/jobs/123',
  ])('leaves %s to the page reader', (text) => {
    expect(read(text)).toBeNull();
  });
});
