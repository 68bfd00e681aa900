import type { FakeSource, FixtureJob } from './fake-source';
import { greenhouseId } from './greenhouse';

// The Muse's `/api/public/jobs?page=N`: one page that holds every job (page_count 1).
export const fakeThemuse: FakeSource = {
  source: 'themuse',
  boardSlug: () => null,
  body: (jobs, { url }) => ({
    page: Number(url.searchParams.get('page') ?? 0),
    page_count: 1,
    items_per_page: 20,
    took: 12,
    timed_out: false,
    total: jobs.length,
    results: jobs.map(renderJob),
  }),
};

function renderJob(job: FixtureJob) {
  const id = greenhouseId(job.id);
  const company = job.company.toLowerCase().replace(/[^a-z0-9]+/g, '');
  const locations = [job.location, ...(job.remote ? ['Flexible / Remote'] : [])].filter(Boolean);
  return {
    contents: job.descriptionHtml,
    name: job.title,
    type: 'external',
    // With microseconds and a Z, as The Muse writes them.
    publication_date: job.postedAt.toISOString().replace(/\.(\d{3})Z$/, '.$1000Z'),
    short_name: `${job.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${id}`,
    model_type: 'jobs',
    id,
    locations: locations.map((name) => ({ name })),
    categories: job.department ? [{ name: job.department }] : [],
    levels: [],
    tags: (job.tags ?? []).map((name) => ({ name, short_name: name.toLowerCase() })),
    refs: { landing_page: `https://www.themuse.com/jobs/${company}/${id}` },
    company: { id: greenhouseId(job.company), short_name: company, name: job.company },
  };
}
