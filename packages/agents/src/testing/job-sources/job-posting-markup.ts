import type { FixtureJob } from './fake-source';

const employmentTypes: Record<NonNullable<FixtureJob['employmentType']>, string> = {
  'Full-time': 'FULL_TIME',
  'Part-time': 'PART_TIME',
  Contract: 'CONTRACTOR',
  Intern: 'INTERN',
};

/**
 * The schema.org JobPosting fields a fixture job states, as careers sites write them for search engines (the
 * fakes of sources that carry JobPostings share it): type, way of working, place and pay.
 */
export function jobPostingFields(job: FixtureJob, places: 'one' | 'list') {
  const [locality = '', country = ''] = job.location.split(',').map((part) => part.trim());
  const place = { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: locality, addressCountry: country } };
  return {
    ...(job.employmentType ? { employmentType: employmentTypes[job.employmentType] } : {}),
    ...(job.remote ? { jobLocationType: 'TELECOMMUTE' } : {}),
    jobLocation: places === 'one' ? place : [place],
    ...(job.salary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: job.salary.currency,
            value: {
              '@type': 'QuantitativeValue',
              minValue: job.salary.min,
              maxValue: job.salary.max,
              unitText: (job.salary.period ?? 'year').toUpperCase(),
            },
          },
        }
      : {}),
  };
}

/** A value as JSON inside a page's <script>, "<" escaped as sites escape it so that no text in it can end the script. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** A fixture job's whole JobPosting as its own page on `url` states it, its employer named `companyName`. */
export function jobPosting(job: FixtureJob, companyName: string, url: string) {
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: job.descriptionHtml,
    datePosted: job.postedAt.toISOString(),
    url,
    hiringOrganization: { '@type': 'Organization', name: companyName },
    ...jobPostingFields(job, 'one'),
  };
}
