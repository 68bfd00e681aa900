import { describe, expect, it } from 'vitest';
import { addJobByLinkMessages, jobDraftSchema, linkHasCredentials } from './add-job-by-link';

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
});
