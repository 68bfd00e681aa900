import type { FakeSource, FixtureJob } from './fake-source';

// Lever's Postings API: `/v0/postings/{site}?mode=json` answers a bare array.
export const fakeLever: FakeSource = {
  source: 'lever',
  boardSlug: (pathname) => /^\/v0\/postings\/([^/]+)\/?$/.exec(pathname)?.[1] ?? null,
  body: (jobs, { url }) => {
    const slug = fakeLever.boardSlug(url.pathname, url.searchParams) ?? 'site';
    return jobs.map((job) => renderPosting(job, slug));
  },
};

const headedList = /<h3>([^<]*)<\/h3>\s*<ul>([\s\S]*?)<\/ul>/g;

function renderPosting(job: FixtureJob, slug: string) {
  // The quirk: Lever keeps headed lists ("Requirements") out of the description, in `lists`.
  const lists = [...job.descriptionHtml.matchAll(headedList)].map(([, text = '', content = '']) => ({ text: decode(text), content }));
  const description = job.descriptionHtml.replace(headedList, '');
  return {
    additional: '',
    additionalPlain: '',
    categories: {
      commitment: job.employmentType,
      department: job.department,
      location: job.location,
      team: job.department,
      allLocations: [job.location],
    },
    createdAt: job.postedAt.getTime(),
    descriptionPlain: plain(description),
    description,
    id: job.id,
    lists,
    text: job.title,
    country: null,
    workplaceType: job.remote === undefined ? 'unspecified' : job.remote ? 'remote' : 'onsite',
    ...(job.salary && {
      salaryRange: {
        min: job.salary.min,
        max: job.salary.max,
        currency: job.salary.currency,
        interval: job.salary.period === 'hour' ? 'per-hour-wage' : 'per-year-salary',
      },
    }),
    ...(job.salaryText && { salaryDescription: `<div>${job.salaryText}</div>`, salaryDescriptionPlain: job.salaryText }),
    hostedUrl: `https://jobs.lever.co/${slug}/${job.id}`,
    applyUrl: `https://jobs.lever.co/${slug}/${job.id}/apply`,
  };
}

function plain(html: string): string {
  return decode(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

function decode(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}
