import type { FakeSource, FixtureJob } from './fake-source';
import { tagsRemoved } from './fixture-text';

/**
 * Jooble's search answer (a POST to /api/{key}): numeric ids, an HTML-ish snippet with &nbsp; and <b>,
 * salary as free text ('' when none), dates with seven fraction digits and no zone. A fixture id that
 * is not a number is turned into a stable number (`joobleJobId`), so tests compare against that.
 */
export const fakeJooble: FakeSource = {
  source: 'jooble',
  boardSlug: () => null,
  body: (jobs, { url }) => ({ totalCount: jobs.length, jobs: jobs.map((job) => renderJob(job, url)) }),
};

export function joobleJobId(id: string): number {
  if (/^-?\d{1,15}$/.test(id)) return Number(id);
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) % 1_000_000_000;
  return -(1_000_000_000 + hash);
}

function renderJob(job: FixtureJob, url: URL) {
  const id = joobleJobId(job.id);
  return {
    title: job.title,
    location: job.location,
    snippet: snippet(job.descriptionHtml),
    salary: job.salaryText ?? salaryText(job.salary),
    source: 'careers.example.test',
    type: job.employmentType ?? '',
    link: `${url.origin}/jooble/desc/${id}?ckey=fake&rgn=-1&pos=1`,
    company: job.company,
    updated: `${job.postedAt.toISOString().slice(0, 23)}0000`,
    id,
  };
}

function salaryText(salary: FixtureJob['salary']): string {
  if (!salary) return '';
  const symbol = ({ USD: '$', GBP: '£', EUR: '€' } as Record<string, string>)[salary.currency] ?? `${salary.currency} `;
  const amount = (value: number) => (salary.period === 'hour' ? `${symbol}${value}` : `${symbol}${Math.round(value / 1000)}k`);
  return `${amount(salary.min)} - ${amount(salary.max)}${salary.period === 'hour' ? ' per hour' : ''}`;
}

// Jooble shows a few sentences of text around the match, framed by &nbsp;...: tags gone, entities kept.
function snippet(html: string): string {
  const text = tagsRemoved(html);
  return `&nbsp;...${text.slice(0, 300)}&nbsp;...`;
}
