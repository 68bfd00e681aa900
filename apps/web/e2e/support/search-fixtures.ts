import fs from 'node:fs';
import type { FixtureJob } from '@seeker/agents/testing';
import type { Preferences } from '@seeker/contract';
import { startFakeJobSources, type FakeJobSources } from '../../../server/test/fakes/fake-job-sources';

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600_000);

/** A long posting: over 150 characters of description, five requirements, one over 30 characters, no salary. */
export const longPosting: FixtureJob = {
  id: '4100',
  title: 'Frontend Engineer, Design Systems',
  company: 'Acme Robotics',
  location: 'Remote - EU',
  remote: true,
  descriptionHtml: `<p>${'Shape the component library every Acme robot screen is built from, with React and TypeScript. '.repeat(3)}</p><h3>Requirements</h3><ul><li>React</li><li>TypeScript</li><li>Accessibility expertise across screen readers and keyboard-only use</li><li>Storybook</li><li>Design tokens</li></ul>`,
  postedAt: daysAgo(1),
  employmentType: 'Full-time',
};

const frontend: FixtureJob = {
  id: '4001',
  title: 'Senior Frontend Engineer',
  company: 'Acme Robotics',
  location: 'Remote - US',
  remote: true,
  descriptionHtml:
    '<p>Build our robot fleet UI with React &amp; TypeScript.</p><h3>Requirements</h3><ul><li>5+ years of React</li><li>TypeScript in production</li></ul>',
  postedAt: daysAgo(2),
  salary: { min: 140_000, max: 170_000, currency: 'USD' },
  employmentType: 'Full-time',
};

const moreOnAcme: FixtureJob[] = [
  {
    id: '4002',
    title: 'Frontend Engineer, Fleet Maps',
    company: 'Acme Robotics',
    location: 'Remote',
    remote: true,
    descriptionHtml: '<p>Maps of the robot fleet in React.</p>',
    postedAt: daysAgo(3),
    salary: { min: 120_000, max: 150_000, currency: 'USD' },
  },
  {
    id: '4003',
    title: 'Staff Frontend Engineer',
    company: 'Acme Robotics',
    location: 'Remote - US',
    remote: true,
    descriptionHtml: '<p>Lead the TypeScript frontend.</p>',
    postedAt: daysAgo(4),
    salary: { min: 180_000, max: 210_000, currency: 'USD' },
  },
  {
    id: '4004',
    title: 'Frontend Engineer, Checkout',
    company: 'Acme Robotics',
    location: 'Remote - US',
    remote: true,
    descriptionHtml: '<p>The checkout for robot parts, in React and TypeScript.</p>',
    postedAt: daysAgo(6),
    salary: { min: 130_000, max: 160_000, currency: 'USD' },
  },
];

/** Ingested by the feed job when it gets to it: a search may or may not see these. */
const feedJobs: FixtureJob[] = [
  {
    id: '900010',
    title: 'React Engineer',
    company: 'Initrode',
    location: 'Worldwide',
    remote: true,
    descriptionHtml: '<p>TypeScript and React.</p>',
    postedAt: daysAgo(3),
    salary: { min: 120_000, max: 150_000, currency: 'USD' },
  },
  {
    id: '900011',
    title: 'Frontend Developer',
    company: 'Globex',
    location: 'Berlin',
    descriptionHtml: '<p>React for trading screens.</p>',
    postedAt: daysAgo(4),
  },
  {
    id: '900012',
    title: 'Frontend Engineer (Vue)',
    company: 'Umbrella',
    location: 'Remote',
    remote: true,
    descriptionHtml: '<p>Vue and TypeScript.</p>',
    postedAt: daysAgo(5),
  },
];

/** Fake boards for a browser search: Acme answers, Initech's board fails, Globex's hangs past the timeout. */
export async function startSearchSources(): Promise<FakeJobSources> {
  return startFakeJobSources({
    boards: {
      'greenhouse:acmerobotics': { companyName: 'Acme Robotics', jobs: [frontend, longPosting, ...moreOnAcme] },
      'ashby:initech': 'error',
      'lever:globex-hangs': 'hang',
    },
    feeds: { remoteok: feedJobs },
    // An employer's own careers page with a schema.org JobPosting: a real one (join.com, see its ORIGINS.md).
    pages: {
      'fugro.html': fs.readFileSync(
        new URL(
          '../../../../packages/agents/src/job-discovery/page/fixtures/0079-join-com-companies-fugro-16405887-geowissenschaftler-m-w-d.html',
          import.meta.url,
        ),
        'utf8',
      ),
    },
  });
}

export function searchServerEnv(fake: FakeJobSources): Record<string, string> {
  return {
    JOB_SOURCES: 'greenhouse,lever,ashby,remoteok',
    // The hanging board holds the search this long: the live stages stay on screen for a poll (1 s) even on a busy machine.
    JOB_SOURCE_TIMEOUT_MS: '4000',
    // The fake's pages stand for an employer's careers site on the loopback.
    JOB_PAGE_TRUSTED_ORIGINS: new URL(fake.pagesUrl).origin,
    ...Object.fromEntries(Object.entries(fake.baseUrls).map(([name, url]) => [`${name.toUpperCase()}_API_URL`, url])),
  };
}

export const searchPreferences: Preferences = {
  titles: ['Frontend Engineer'],
  locations: ['Remote'],
  skills: ['React', 'TypeScript'],
  companies: ['Acme Robotics', 'lever:globex-hangs', 'ashby:initech'],
  includeKeywords: [],
  excludeKeywords: [],
  salaryRange: { min: 0, max: 200_000 },
  jobType: 'Full-time',
  seniority: 'Senior',
  other: '',
  searchSchedule: {
    enabled: false,
    frequency: 'Daily',
    customSchedule: '09:00',
    notificationType: 'Email',
    quietHours: { start: '22:00', end: '08:00' },
    timezone: 'UTC',
  },
};
