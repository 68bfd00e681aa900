import { describe, expect, it } from 'vitest';
import { parseRobotsTxt, robotsAllows } from './robots-txt';

const allows = (text: string, path: string, token = 'Seeker') => robotsAllows(parseRobotsTxt(text), token, path);

describe('parseRobotsTxt and robotsAllows (RFC 9309)', () => {
  it('reads a careers tenant robots.txt: its sites allowed, another site and other paths disallowed, its sitemap listed', () => {
    // The shape a Workday tenant serves (read 2026-09-30 and quoted in a public repository's terms review).
    const text = [
      'Sitemap: https://acme.wd5.myworkdayjobs.com/AcmeCareers/siteMap.xml',
      '',
      'User-agent: *',
      'Allow: /AcmeCareers/',
      'Disallow: /AcmeCareersResearch/',
      'Disallow: /talentcommunity/',
      'Disallow: /refreshFacet/',
    ].join('\n');
    const robots = parseRobotsTxt(text);
    expect(robots.sitemaps).toEqual(['https://acme.wd5.myworkdayjobs.com/AcmeCareers/siteMap.xml']);
    expect(allows(text, '/AcmeCareers/job/Berlin/Engineer_R1')).toBe(true);
    expect(allows(text, '/wday/cxs/acme/AcmeCareers/jobs')).toBe(true);
    expect(allows(text, '/AcmeCareersResearch/job/x')).toBe(false);
    expect(allows(text, '/refreshFacet/318c8bb6f553100021d223d9780d30be')).toBe(false);
  });

  it('uses the group naming our token over the * group, matched without regard to case, and merges groups of one agent', () => {
    const text = ['User-agent: *', 'Disallow: /', '', 'User-agent: seeker', 'Disallow: /private', '', 'User-agent: SEEKER', 'Disallow: /drafts'].join(
      '\n',
    );
    expect(allows(text, '/jobs')).toBe(true);
    expect(allows(text, '/private/1')).toBe(false);
    expect(allows(text, '/drafts/1')).toBe(false);
    expect(allows(text, '/jobs', 'OtherBot')).toBe(false);
  });

  it('shares one group among consecutive user-agent lines (a blank line between them too), and an empty group of ours opens everything', () => {
    const text = ['User-agent: a', 'User-agent: seeker', 'Disallow: /x', 'User-agent: *', 'Disallow: /'].join('\n');
    expect(allows(text, '/x/1')).toBe(false);
    expect(allows(text, '/y', 'a')).toBe(true);
    expect(allows(['User-agent: seeker', '', 'User-agent: *', 'Disallow: /'].join('\n'), '/anything')).toBe(false);
    expect(allows(['User-agent: *', 'Disallow: /', 'User-agent: seeker'].join('\n'), '/anything')).toBe(true);
  });

  it('lets the longest match win, allow on a tie', () => {
    const text = ['User-agent: *', 'Disallow: /jobs', 'Allow: /jobs/open', 'Allow: /page', 'Disallow: /page'].join('\n');
    expect(allows(text, '/jobs/closed')).toBe(false);
    expect(allows(text, '/jobs/open/1')).toBe(true);
    expect(allows(text, '/page')).toBe(true);
  });

  it('reads * as any run of characters and a final $ as the end', () => {
    const text = ['User-agent: *', 'Disallow: /*.xml$', 'Disallow: /*/apply', 'Allow: /'].join('\n');
    expect(allows(text, '/feed.xml')).toBe(false);
    expect(allows(text, '/feed.xml?lang=de')).toBe(true);
    expect(allows(text, '/jobs/12/apply')).toBe(false);
    expect(allows(text, '/jobs/12')).toBe(true);
  });

  it('matches the query with the path, and compares escapes and non-ASCII paths alike', () => {
    const text = ['User-agent: *', 'Disallow: /search?', 'Disallow: /stellen/münchen'].join('\n');
    expect(allows(text, '/search?q=nurse')).toBe(false);
    expect(allows(text, '/search')).toBe(true);
    expect(allows(text, '/stellen/m%c3%bcnchen/1')).toBe(false);
  });

  it('skips comments, unknown lines and lines without a colon; an empty Disallow adds no rule; robots.txt itself stays readable', () => {
    const text = [
      '# hello',
      'User-agent: * # everyone',
      'Crawl-delay: 10',
      'nonsense line',
      'Disallow:',
      'Disallow: /robots',
      'Disallow: /a # comment',
    ].join('\r\n');
    expect(allows(text, '/b')).toBe(true);
    expect(allows(text, '/a/1')).toBe(false);
    expect(allows(text, '/robots.txt')).toBe(true);
    expect(allows('', '/anything')).toBe(true);
  });

  it('reads only the first 500 KiB of a huge file, to its last whole line: no rule cut short', () => {
    const text = `User-agent: *\nDisallow: /kept\n${'# filler\n'.repeat(70_000)}Disallow: /beyond\n`;
    expect(allows(text, '/kept')).toBe(false);
    expect(allows(text, '/beyond')).toBe(true);
    const head = `User-agent: *\nAllow: /\n${'#'.repeat(500 * 1024 - 30)}\n`;
    // A rule that straddles the limit would read as "Disallow: /j" and close far more than /jobs/internal.
    const straddling = `${head}Disallow: /jobs/internal-only\n`;
    expect(straddling.indexOf('Disallow')).toBeLessThan(500 * 1024);
    expect(allows(straddling, '/jobs/open')).toBe(true);
  });

  it('names a crawler by the product token of its user-agent line ("Seeker/1.0 (…)" is Seeker)', () => {
    const text = ['User-agent: Seeker/1.0 (job-search assistant)', 'Disallow: /private', '', 'User-agent: *', 'Disallow: /'].join('\n');
    expect(allows(text, '/jobs')).toBe(true);
    expect(allows(text, '/private/1')).toBe(false);
  });
});
