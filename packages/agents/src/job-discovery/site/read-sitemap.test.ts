import { describe, expect, it } from 'vitest';
import { jobPageAddresses } from './job-page-addresses';
import { readSitemap } from './read-sitemap';

describe('readSitemap (sitemaps.org 0.9)', () => {
  it('reads a urlset: each page and the day it last changed', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">
  <url><loc>https://acme.com/careers/42-data-engineer</loc><lastmod>2026-11-20</lastmod><changefreq>daily</changefreq></url>
  <url><loc> https://acme.com/about </loc><lastmod>not a date</lastmod></url>
  <url><lastmod>2026-11-20</lastmod></url>
</urlset>`;
    expect(readSitemap(xml)).toEqual({
      sitemaps: [],
      pages: [{ loc: 'https://acme.com/careers/42-data-engineer', lastmod: new Date('2026-11-20T00:00:00Z') }, { loc: 'https://acme.com/about' }],
    });
  });

  it('reads a sitemap index, a prefixed namespace too, and lists nothing for what is not a sitemap', () => {
    const index = `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>https://acme.com/sitemap-jobs.xml</loc></sitemap></sitemapindex>`;
    expect(readSitemap(index)).toEqual({ pages: [], sitemaps: ['https://acme.com/sitemap-jobs.xml'] });
    const prefixed = `<s:urlset xmlns:s="http://www.sitemaps.org/schemas/sitemap/0.9"><s:url><s:loc>https://acme.com/jobs/1</s:loc></s:url></s:urlset>`;
    expect(readSitemap(prefixed).pages).toEqual([{ loc: 'https://acme.com/jobs/1' }]);
    for (const other of ['<html><body>Not found</body></html>', '<rss><channel/></rss>', '', 'not xml at all <<<'])
      expect(readSitemap(other)).toEqual({ pages: [], sitemaps: [] });
  });

  it('never expands a DTD entity (a billion laughs lists nothing big)', () => {
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]><urlset><url><loc>https://acme.com/jobs/&lol2;</loc></url></urlset>`;
    const [page] = readSitemap(laughs).pages;
    expect(page?.loc.length ?? 0).toBeLessThan(100);
  });
});

describe('jobPageAddresses', () => {
  const page = (loc: string, lastmod?: string) => ({ loc, ...(lastmod ? { lastmod: new Date(lastmod) } : {}) });

  it('keeps pages of the site whose address names a job (in several languages), newest first, not the section page itself', () => {
    const pages = [
      page('https://acme.com/careers'),
      page('https://acme.com/careers/12-data-engineer', '2026-11-01'),
      page('https://www.acme.com/jobs/backend-developer', '2026-11-20'),
      page('https://acme.com/de/stellenangebote/vertrieb-berlin'),
      page('https://acme.com/fr/carrières/ingénieur'),
      page('https://acme.com/blog/how-we-hire'),
      page('https://acme.com/about'),
      page('https://evil.test/jobs/1'),
      page('https://acme.com.evil.test/jobs/1'),
      page('javascript:alert(1)//jobs/x'),
      page('ftp://acme.com/jobs/1'),
      page('https://acme.com/jobs/backend-developer'),
    ];
    expect(jobPageAddresses(pages, 'acme.com', 10).map((url) => url.href)).toEqual([
      'https://www.acme.com/jobs/backend-developer',
      'https://acme.com/careers/12-data-engineer',
      'https://acme.com/de/stellenangebote/vertrieb-berlin',
      'https://acme.com/fr/carri%C3%A8res/ing%C3%A9nieur',
      'https://acme.com/jobs/backend-developer',
    ]);
    expect(jobPageAddresses(pages, 'acme.com', 2)).toHaveLength(2);
  });
});
