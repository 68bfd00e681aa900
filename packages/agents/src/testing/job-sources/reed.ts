import type { FakeSource, FixtureJob } from './fake-source';
import { slugify, tagsRemoved } from './fixture-text';

/**
 * Reed's search answer: numeric ids, DD/MM/YYYY dates, a plain-text snippet with HTML entities,
 * salaries as numbers or null. A fixture id that is not a number is turned into a stable number
 * (`reedJobId`), so tests compare against that.
 */
export const fakeReed: FakeSource = {
  source: 'reed',
  boardSlug: () => null,
  body: (jobs, { url }) => ({
    results: jobs.map((job) => renderJob(job, url)),
    ambiguousLocations: [],
    totalResults: jobs.length,
  }),
};

export function reedJobId(id: string): number {
  if (/^\d{1,15}$/.test(id)) return Number(id);
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) % 100_000_000;
  return 50_000_000 + (hash % 50_000_000);
}

function renderJob(job: FixtureJob, url: URL) {
  const jobId = reedJobId(job.id);
  const slug = slugify(job.title);
  return {
    jobId,
    employerId: 600_000 + (jobId % 1_000),
    employerName: escapeText(job.company),
    employerProfileId: null,
    employerProfileName: null,
    jobTitle: escapeText(job.title),
    locationName: job.location,
    minimumSalary: job.salary?.min ?? null,
    maximumSalary: job.salary?.max ?? null,
    currency: job.salary?.currency ?? null,
    expirationDate: ukDate(new Date(job.postedAt.getTime() + 42 * 86_400_000)),
    date: ukDate(job.postedAt),
    jobDescription: snippet(job.descriptionHtml),
    applications: 3,
    jobUrl: `${url.origin}/reed/jobs/${slug}/${jobId}`,
  };
}

function ukDate(date: Date): string {
  const day = String(date.getUTCDate()).padStart(2, '0');
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  return `${day}/${month}/${date.getUTCFullYear()}`;
}

// The snippet is text cut at ~450 characters; the HTML entities of the original stay in it.
function snippet(html: string): string {
  const text = tagsRemoved(html);
  return text.length > 450 ? `${text.slice(0, 447)}...` : `${text} `;
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;');
}
