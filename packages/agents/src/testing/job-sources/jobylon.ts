import type { FakeSource, FixtureJob } from './fake-source';

// Jobylon's careers-site embed (`/jobs/companies/{id}/embed/v2/`, or `/jobs/company-groups/{id}/embed/v2/`): one HTML
// answer whose script sets `JBL.embed_v2['jobs']` to a JavaScript literal, as the real one writes it (keys without
// quotes, single-quoted strings with \u escapes, a comma after every item), dates in the job's language's words.
const request = /^\/jobs\/((?:companies|company-groups)\/\d{1,10})\/embed\/v2\/$/;

export const fakeJobylon: FakeSource = {
  source: 'jobylon',
  boardSlug: (pathname) => request.exec(pathname)?.[1] ?? null,
  body: (jobs, { url, companyName }) => (request.test(url.pathname) ? renderEmbed(jobs, companyName) : undefined),
};

/** A fixture job's id on Jobylon (digits): a number made of its own id's characters. */
export function jobylonJobId(job: FixtureJob): string {
  let hash = 7;
  for (const char of job.id) hash = (hash * 31 + char.charCodeAt(0)) % 900_000_000;
  return String(100_000 + hash);
}

/** A string as a single-quoted JavaScript literal, quotes and markup characters written as \u escapes. */
const literal = (text: string) =>
  `'${text.replace(/[\\'<>&\u2028\u2029\n\r-]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0').toUpperCase()}`)}'`;

const day = (date: Date) => new Intl.DateTimeFormat('en', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);

function renderEmbed(jobs: FixtureJob[], companyName: string): string {
  const items = jobs.map((job) => {
    const id = jobylonJobId(job);
    const slug = job.title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    return `
            {
                id: '${id}',
                url: '/jobs/${id}-${slug}/',
                title: ${literal(job.title)},
                company: ${literal(companyName)},
                klass: {
                    'job-id-${id}': true,
                    'job-lang-en': true,
                    'internal': false,
                },
                locations: [
                    ${literal(job.location)},
                ],
                locations_text: ${literal(job.location)},
                ${job.department ? `departments: [${literal(job.department)},],` : ''}
                ${job.remote ? "workspace: 'Remote',\n" : ''}employment_type: ${literal(job.employmentType ?? 'Other')},
                language: 'English',
                summary: 'None',
                to_date: '',
                published_date: ${literal(day(job.postedAt))},
                is_internal: false
            },`;
  });
  return `<!DOCTYPE html>
<html><head><title>Jobs</title></head><body><div ng-app="jobylonEmbed"></div>
<script>
        window.JBL = window.JBL || {};
        JBL.embed_v2 = {};
        JBL.embed_v2['is_company_group'] = false;
        JBL.embed_v2['companies'] = [
            ${literal(companyName)},
        ];
        JBL.embed_v2['jobs'] = [${items.join('\n')}
        ];
</script></body></html>`;
}
