import type { FakeSource, FixtureJob } from './fake-source';

// SmartRecruiters' Posting API: `/v1/companies/{id}/postings?limit=&offset=`, paged like the real one.
export const fakeSmartRecruiters: FakeSource = {
  source: 'smartrecruiters',
  boardSlug: (pathname) => /^\/v1\/companies\/([^/]+)\/postings\/?$/.exec(pathname)?.[1] ?? null,
  body: (jobs, { url, companyName }) => {
    const identifier = fakeSmartRecruiters.boardSlug(url.pathname, url.searchParams) ?? 'company';
    const offset = whole(url.searchParams.get('offset'), 0);
    const limit = Math.min(whole(url.searchParams.get('limit'), 10), 100);
    const content = jobs.slice(offset, offset + limit).map((job) => renderPosting(job, identifier, companyName));
    return { offset, limit, totalFound: jobs.length, content };
  },
};

function whole(value: string | null, fallback: number): number {
  const number = Number(value);
  return value !== null && Number.isInteger(number) && number >= 0 ? number : fallback;
}

/** SmartRecruiters ids are long digit strings: numeric fixture ids are kept, others get digits of their own. */
export function smartRecruitersId(id: string): string {
  if (/^\d+$/.test(id)) return id;
  let hash = 2166136261;
  for (const char of id) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return `74399${String(hash).padStart(10, '0')}`;
}

function renderPosting(job: FixtureJob, identifier: string, companyName: string) {
  const id = smartRecruitersId(job.id);
  const [city, ...rest] = job.location.split(',').map((part) => part.trim());
  return {
    id,
    name: job.title,
    uuid: `00000000-0000-4000-8000-${id.slice(-12).padStart(12, '0')}`,
    jobAdId: `${id}-ad`,
    defaultJobAd: true,
    refNumber: `REF${id.slice(-6)}`,
    company: { identifier, name: companyName },
    releasedDate: job.postedAt.toISOString(),
    location: {
      city,
      region: rest.length > 1 ? rest[0] : undefined,
      country: rest.at(-1)?.slice(0, 2).toLowerCase(),
      remote: job.remote ?? false,
      fullLocation: job.location,
    },
    industry: { id: 'computer_software', label: 'Computer Software' },
    ...(job.department && { department: { id: '1001', label: job.department } }),
    function: { id: 'engineering', label: 'Engineering' },
    typeOfEmployment: { id: 'permanent', label: job.employmentType ?? 'Full-time' },
    // The quirk: a level is always given, "Not Applicable" when the employer set none.
    experienceLevel: { id: 'not_applicable', label: 'Not Applicable' },
    customField: [],
    ref: `https://api.smartrecruiters.com/v1/companies/${identifier}/postings/${id}`,
    creator: { name: 'Recruiter' },
    language: { code: 'en', label: 'English', labelNative: 'English (US)' },
  };
}
