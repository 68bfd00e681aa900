import { escapeHtml } from '../../text/escape-html';
import type { FakeSource, FixtureJob } from './fake-source';

// Personio's XML feed: `{board}.jobs.personio.de/xml`, served here as `/{board}/xml`. The answer is XML text.
export const fakePersonio: FakeSource = {
  source: 'personio',
  boardSlug: (pathname) => /^\/([^/]+)\/xml\/?$/.exec(pathname)?.[1] ?? null,
  body: (jobs, { companyName }) =>
    `<?xml version="1.0" encoding="UTF-8"?>\n<workzag-jobs>\n${jobs.map((job) => renderPosition(job, companyName)).join('\n')}\n</workzag-jobs>\n`,
};

const schedules: Record<NonNullable<FixtureJob['employmentType']>, [string, string]> = {
  'Full-time': ['full-time', 'permanent'],
  'Part-time': ['part-time', 'permanent'],
  Contract: ['full-time', 'freelance'],
  Intern: ['full-time', 'intern'],
};

function renderPosition(job: FixtureJob, companyName: string) {
  // The quirks: offices are names alone (no country), the description comes in named sections of CDATA HTML.
  const [office = '', ...others] = job.location.split(/\s*;\s*/);
  const [schedule, employment] = job.employmentType ? schedules[job.employmentType] : ['', ''];
  return `<position>
    <id>${escapeHtml(job.id.replace(/\D/g, '') || '1')}</id>
    <subcompany>${escapeHtml(companyName)}</subcompany>
    <office>${escapeHtml(office)}</office>
    <additionalOffices>${others.map((name) => `<office>${escapeHtml(name)}</office>`).join('')}</additionalOffices>
    <department>${escapeHtml(job.department ?? '')}</department>
    <name>${escapeHtml(job.title)}</name>
    <jobDescriptions>
        <jobDescription>
            <name>The role</name>
            <value><![CDATA[${job.descriptionHtml.replaceAll(']]>', ']]]]><![CDATA[>')}]]></value>
        </jobDescription>
    </jobDescriptions>
    <employmentType>${employment}</employmentType>
    <seniority>experienced</seniority>
    <schedule>${schedule}</schedule>
    <createdAt>${job.postedAt.toISOString().replace('.000Z', '+00:00')}</createdAt>
</position>`;
}
