import { describe, expect, it } from 'vitest';
import { addJobByLinkMessages, addJobByLinkRequestSchema, jobDraftSchema, linkHasCredentials } from './add-job-by-link';

describe('linkHasCredentials', () => {
  it.each([
    'https://user:secret@careers.example.com/jobs/1',
    'https://user@careers.example.com/jobs/1',
    'https://:pw@careers.example.com/jobs/1',
    // Spelled without "://…@", yet a browser reads a user name and password in each.
    'http:///user:pw@example.com/',
    'http:\\\\user:pw@example.com/jobs/1',
    'https:user@example.com/jobs/1',
    ' HTTP://User:Pw@Example.com/ ',
  ])('finds the user name or password in %s', (text) => {
    expect(linkHasCredentials(text)).toBe(true);
  });

  it.each(['https://careers.example.com/jobs/1?by=a@b.test', 'https://careers.example.com/@acme/jobs/1', 'jobs at acme', ''])(
    'finds none in %s',
    (text) => {
      expect(linkHasCredentials(text)).toBe(false);
    },
  );
});

describe('jobDraftSchema', () => {
  const draft = (url: string) => jobDraftSchema.safeParse({ url, title: 'Engineer', company: 'Acme' });

  it.each(['http:///user:pw@example.com/', 'http:\\\\user:pw@example.com/jobs/1', 'https:user@example.com/jobs/1'])(
    'refuses %s with the credentials message alone',
    (url) => {
      expect(draft(url).error?.issues.map((issue) => [issue.path, issue.message])).toEqual([[['url'], addJobByLinkMessages.credentials]]);
    },
  );

  it('still refuses what is not a web address, and takes one without credentials', () => {
    expect(draft('javascript:alert(1)').error?.issues.map((issue) => issue.message)).toEqual([addJobByLinkMessages.notALink]);
    expect(draft('https://careers.example.com/jobs/1').data?.url).toBe('https://careers.example.com/jobs/1');
  });

  it('takes an address pasted without its scheme as https, and nothing else that lacks one', () => {
    expect(draft(' careers.example.com/jobs/1?ref=x ').data?.url).toBe('https://careers.example.com/jobs/1?ref=x');
    expect(draft('www.acme.com').data?.url).toBe('https://www.acme.com');
    expect(addJobByLinkRequestSchema.parse({ url: 'boards.greenhouse.io/acme/jobs/1' }).url).toBe('https://boards.greenhouse.io/acme/jobs/1');
    for (const url of ['jobs at acme', 'acme/jobs/1', 'mailto:jobs@acme.com', 'user:pw@acme.com/jobs/1']) expect(draft(url).success, url).toBe(false);
  });
});
