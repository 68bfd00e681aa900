import type { FakeSource, FixtureJob } from './fake-source';
import { jobPosting, scriptJson } from './job-posting-markup';

// A company's own site, as search engines read its jobs: robots.txt naming a sitemap index, a sitemap of job
// pages beside one of other pages, and each job's page with its schema.org JobPosting. Served at `/{site}/…`.
export const fakeCareersSite: FakeSource = {
  source: 'careersite',
  boardSlug: (pathname) => /^\/([a-z0-9.-]+\.[a-z]{2,})\//i.exec(pathname)?.[1] ?? null,
  body: (jobs, { url, companyName }) => {
    const [, site = 'fixture.test', ...rest] = url.pathname.split('/');
    const path = `/${rest.join('/')}`;
    const origin = `https://${site}`;
    if (path === '/robots.txt') return `User-agent: *\nDisallow: /admin/\n\nSitemap: ${origin}/sitemap.xml\n`;
    if (path === '/sitemap.xml')
      return sitemap(
        'sitemapindex',
        [`${origin}/sitemap-pages.xml`, `${origin}/sitemap-jobs.xml`].map((loc) => `<sitemap><loc>${loc}</loc></sitemap>`),
      );
    if (path === '/sitemap-pages.xml')
      return sitemap(
        'urlset',
        ['/', '/about', '/blog/our-new-office'].map((page) => `<url><loc>${origin}${page}</loc></url>`),
      );
    if (path === '/sitemap-jobs.xml')
      return sitemap('urlset', [
        `<url><loc>${origin}/careers</loc></url>`,
        ...jobs.map((job) => `<url><loc>${origin}${jobPath(job)}</loc><lastmod>${job.postedAt.toISOString().slice(0, 10)}</lastmod></url>`),
      ]);
    const job = jobs.find((candidate) => jobPath(candidate) === path);
    // Any other address: the fake server answers 404.
    return job ? jobPage(job, companyName, `${origin}${path}`) : undefined;
  },
};

/** Where a fixture job's page is on its company's site. */
export const jobPath = (job: FixtureJob) => `/careers/${job.id}-${job.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

function sitemap(root: 'urlset' | 'sitemapindex', entries: string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</${root}>\n`;
}

/** The job's page: its JobPosting as JSON-LD, "<" escaped as sites escape it so no description can end the script. */
function jobPage(job: FixtureJob, companyName: string, url: string): string {
  const posting = jobPosting(job, companyName, url);
  return `<!doctype html><html><head><title>${job.title}</title><script type="application/ld+json">${scriptJson(posting)}</script></head><body><h1>${job.title}</h1></body></html>`;
}
