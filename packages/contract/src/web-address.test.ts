import { describe, expect, it } from 'vitest';
import { contactRequestSchema } from './application-contacts';
import { profileLinkSchema } from './profile';
import { isWebAddress, withWebScheme } from './web-address';

describe('withWebScheme', () => {
  it.each([
    ['boards.greenhouse.io/acme/jobs/1', 'https://boards.greenhouse.io/acme/jobs/1'],
    [' www.linkedin.com/in/ada ', 'https://www.linkedin.com/in/ada'],
    ['jobs.example.co.uk:8443/apply?id=7#top', 'https://jobs.example.co.uk:8443/apply?id=7#top'],
    ['münchen.de/stellen', 'https://münchen.de/stellen'],
  ])('reads %j as an https address', (pasted, address) => {
    expect(withWebScheme(pasted)).toBe(address);
    expect(isWebAddress(withWebScheme(pasted))).toBe(true);
  });

  it.each(['http://acme.com/jobs', 'javascript:alert(1)', 'mailto:ada@acme.com', 'acme/jobs/1', 'jobs at acme.com', 'ada@acme.com', ''])(
    'leaves %j as written',
    (text) => expect(withWebScheme(text)).toBe(text),
  );
});

describe("a contact's link", () => {
  const link = (value: string) => contactRequestSchema.safeParse({ name: 'Ada', link: value });

  it('takes a profile address as it is pasted, without its scheme', () => {
    expect(link('www.linkedin.com/in/ada').data?.link).toBe('https://www.linkedin.com/in/ada');
    expect(link('').data?.link).toBe('');
  });

  it('refuses what is no web address, saying what one looks like', () => {
    expect(link('javascript:alert(1)').error?.issues.map((issue) => issue.message)).toEqual(['Enter a web address such as www.linkedin.com/in/ada']);
  });
});

describe("a profile's link", () => {
  it('takes an address pasted without its scheme, and refuses what is none', () => {
    expect(profileLinkSchema.safeParse({ type: 'GitHub', url: 'github.com/ada' }).data?.url).toBe('https://github.com/ada');
    expect(profileLinkSchema.safeParse({ type: 'GitHub', url: 'github' }).error?.issues.map((issue) => issue.message)).toEqual([
      'must be a web address such as github.com/ada',
    ]);
  });
});
