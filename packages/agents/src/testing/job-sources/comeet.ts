import { escapeHtml } from '../../text/escape-html';
import type { FakeSource, FixtureJob } from './fake-source';

// Comeet: a company's careers page `www.comeet.com/jobs/{company}/{company UID}` (HTML whose script states the company's
// public token) and the Careers API `www.comeet.co/careers-api/2.0/company/{company UID}/positions?token=…&details=true`
// (a bare array of positions in the shape of the recorded one), both served here below the one base.
const page = /^\/jobs\/([^/]+)\/([^/]+)\/?$/;
const positions = /^\/careers-api\/2\.0\/company\/([^/]+)\/positions\/?$/;

/**
 * The quirk of this fake: the API's address names only the company's UID, so the token the page states names the board's
 * slug (its hex, then "00", padded to 32 digits), and the API's request is answered for that board. Slugs of up to 63
 * characters fit; a real token is 26 to 38 hex digits that mean nothing readable.
 */
export function fakeComeetToken(company: string): string {
  const hex = Buffer.from(company.toLowerCase(), 'utf8').toString('hex').toUpperCase();
  return `${hex}00`.padEnd(32, '0');
}

function companyOfToken(token: string | null): string | null {
  const hex = token && /^(?:[0-9A-F]{2})+$/i.test(token) ? token : null;
  const end = hex ? hex.match(/.{2}/g)!.findIndex((pair) => pair === '00') : -1;
  return hex && end > 0 ? Buffer.from(hex.slice(0, end * 2), 'hex').toString('utf8') : null;
}

export const fakeComeet: FakeSource = {
  source: 'comeet',
  boardSlug: (pathname, query) => {
    const onPage = page.exec(pathname);
    if (onPage) return `${onPage[1]}/${onPage[2]}`;
    const onApi = positions.exec(pathname);
    const company = onApi ? companyOfToken(query?.get('token') ?? null) : null;
    return onApi && company ? `${company}/${onApi[1]}` : null;
  },
  body: (jobs, { url, companyName }) => {
    const onPage = page.exec(url.pathname);
    if (onPage) return careersPage(onPage[1]!, onPage[2]!, companyName);
    const onApi = positions.exec(url.pathname);
    const company = companyOfToken(url.searchParams.get('token'));
    if (!onApi || !company) return undefined;
    return jobs.map((job) => renderPosition(job, company, onApi[1]!, companyName));
  },
};

/** A fixture job's position UID, as Comeet's: two hex digits, a dot, three (stable per id). */
export function comeetPositionUidOf(job: FixtureJob): string {
  let hash = 2166136261;
  for (const char of job.id) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  const hex = hash.toString(16).toUpperCase().padStart(8, '0');
  return `${hex.slice(0, 2)}.${hex.slice(2, 5)}`;
}

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'position';

/** The page: the token in the script's company data, as open readers find it there. */
function careersPage(company: string, uid: string, companyName: string): string {
  const data = { name: companyName, company_uid: uid, slug: company, token: fakeComeetToken(company) };
  return `<!DOCTYPE html>
<html lang="en"><head><title>${escapeHtml(companyName)} - Careers</title></head>
<body>
<div id="app"></div>
<script>
  COMPANY_DATA = ${JSON.stringify(data).replace(/</g, '\\u003c')};
</script>
</body></html>`;
}

function renderPosition(job: FixtureJob, company: string, uid: string, companyName: string) {
  const positionUid = comeetPositionUidOf(job);
  const [city = '', ...rest] = job.location.split(',').map((part) => part.trim());
  const hosted = `https://www.comeet.com/jobs/${company}/${uid}/${words(job.title)}/${positionUid}`;
  return {
    name: job.title,
    department: job.department ?? null,
    email: `${company}.${positionUid}@applynow.io`,
    url_comeet_hosted_page: hosted,
    url_recruit_hosted_page: hosted,
    url_active_page: hosted,
    employment_type: job.employmentType ?? null,
    experience_level: null,
    uid: positionUid,
    location: {
      name: city || job.location,
      country: rest.at(-1) ?? null,
      city: city || null,
      state: rest.length > 1 ? rest[0]! : null,
      postal_code: '',
      street_name: '',
      timezone: null,
      location_uid: 'C5.402',
      is_remote: job.remote === true,
    },
    company_referrals_reward: null,
    // The quirk: the only date is when the position last changed, to the second.
    time_updated: `${job.postedAt.toISOString().slice(0, 19)}Z`,
    company_name: companyName,
    workplace_type: job.remote === true ? 'Remote' : job.remote === false ? 'On-site' : null,
    position_url: `https://www.comeet.co/careers-api/2.0/company/${uid}/positions/${positionUid}?token=${fakeComeetToken(company)}`,
    // The quirk: named sections, some empty (null, or HTML with no text), as the recorded ones are.
    details: [
      { name: 'Description', value: job.descriptionHtml, order: 1 },
      { name: 'Responsibilities', value: null, order: 2 },
      { name: 'Requirements', value: '<p><br></p><p>&nbsp;</p>', order: 3 },
    ],
  };
}
