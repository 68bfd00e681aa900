import { z } from 'zod/mini';
import { savedJobSchema } from './saved-jobs';
import { oneLineText, safeString } from './text';
import { isWebAddress, withWebScheme } from './web-address';

/** The longest job address we read: longer ones are tracking noise or an attack, never a posting. */
export const jobLinkMaxLength = 2000;

/** When a message speaks of a time: now, and the user's time zone (their saved one, else UTC). */
export type LinkClock = { now: Date; timeZone: string };

const minute = 60_000;

/** The calendar day of `at` in `timeZone`, as YYYY-MM-DD. */
const dayIn = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

/** "23:14 UTC", with "tomorrow" or the date when `at` is not on today's date in the user's zone. */
export function linkClockTime(at: Date, clock: LinkClock): string {
  const time = new Intl.DateTimeFormat('en-GB', { timeZone: clock.timeZone, hour: '2-digit', minute: '2-digit', timeZoneName: 'short' }).format(at);
  const day = dayIn(at, clock.timeZone);
  if (day === dayIn(clock.now, clock.timeZone)) return time;
  if (day === dayIn(new Date(clock.now.getTime() + 24 * 60 * minute), clock.timeZone)) return `${time} tomorrow`;
  if (day === dayIn(new Date(clock.now.getTime() - 24 * 60 * minute), clock.timeZone)) return `${time} yesterday`;
  return `${time} on ${new Intl.DateTimeFormat('en-GB', { timeZone: clock.timeZone, day: 'numeric', month: 'long' }).format(at)}`;
}

const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** "in 48 minutes" (rounded up: never sooner than it is), "in 2 hours" past 90 minutes. */
export function linkWaitWords(at: Date, now: Date): string {
  const minutes = Math.max(1, Math.ceil((at.getTime() - now.getTime()) / minute));
  return minutes < 90 ? `in ${count(minutes, 'minute')}` : `in ${count(Math.ceil(minutes / 60), 'hour')}`;
}

/** "4 minutes ago" (rounded down), "a moment ago" under a minute. */
export function linkAgoWords(at: Date, now: Date): string {
  const minutes = Math.floor((now.getTime() - at.getTime()) / minute);
  if (minutes < 1) return 'a moment ago';
  return minutes < 90 ? `${count(minutes, 'minute')} ago` : `${count(Math.floor(minutes / 60), 'hour')} ago`;
}

/** "after 23:15 UTC (in 48 minutes)": the minute rounded up, so the time said is never too early. */
const after = (at: Date, clock: LinkClock) => {
  const minuteUp = new Date(Math.ceil(at.getTime() / minute) * minute);
  return `after ${linkClockTime(minuteUp, clock)} (${linkWaitWords(at, clock.now)})`;
};

/** A source's own words end the sentence they are put in: no closing full stop of their own. */
const words = (text: string) => text.trim().replace(/[.\s]+$/, '');

/** The per-user limit on board reads a link may start (reads answered from the index do not count). */
export const linkBoardReadLimits = [
  { count: 5, window: 'minute', windowMs: minute },
  { count: 30, window: 'hour', windowMs: 60 * minute },
] as const;
export type LinkBoardReadLimit = (typeof linkBoardReadLimits)[number];

/** How a job's address at each source looks, for the message that says a link is not one job. */
export const jobLinkExamples: Record<string, string> = {
  greenhouse: 'https://boards.greenhouse.io/acme/jobs/4012345',
  lever: 'https://jobs.lever.co/acme/5ac21346-8e0c-4494-8e7a-3eb92ff77902',
  ashby: 'https://jobs.ashbyhq.com/acme/0f5b6e0c-2f7c-4a57-9a67-0e3b0b9b6f11',
  workable: 'https://apply.workable.com/acme/j/2E8F4B6A1C/',
  smartrecruiters: 'https://jobs.smartrecruiters.com/Acme/744000012345678-engineer',
  recruitee: 'https://acme.recruitee.com/o/senior-data-engineer',
  personio: 'https://acme.jobs.personio.de/job/1834171',
  teamtailor: 'https://acme.teamtailor.com/jobs/7167985-account-executive',
  workday: 'https://acme.wd5.myworkdayjobs.com/en-US/External/job/Berlin/Data-Engineer_R12345',
  breezy: 'https://acme.breezy.hr/p/98323abf2296-data-engineer',
  bamboohr: 'https://acme.bamboohr.com/careers/86',
  pinpoint: 'https://acme.pinpointhq.com/en/postings/fceb8b47-bed5-45bd-b7f4-9161fbe78428',
  gem: 'https://jobs.gem.com/acme/4965519002',
  manatal: 'https://www.careers-page.com/acme/job/5WW46353',
  eightfold: 'https://acme.eightfold.ai/careers/job/1099555326551?domain=acme.com',
  adp: 'https://workforcenow.adp.com/mascsr/default/mdf/recruitment/recruitment.html?cid=a6717ebc-0000-4000-8000-000000000000&ccId=19000101_000001&jobId=9201405840307_1',
  icims: 'https://careers-acme.icims.com/jobs/73157/data-engineer/job',
  oracle: 'https://acme.fa.us2.oraclecloud.com/hcmUI/CandidateExperience/en/sites/CX_1/job/24009372',
  successfactors: 'https://career4.successfactors.com/career?career_ns=job_listing&company=acme&career_job_req_id=169295',
  paylocity: 'https://recruiting.paylocity.com/Recruiting/Jobs/Details/4272751/3ecffcba-6b5a-4a7e-b71b-bbb54a4527ab',
  rippling: 'https://ats.rippling.com/acme/jobs/3c36e9c8-1bee-45a2-94fe-09f10ccbe10f',
  avature: 'https://acme.avature.net/careers/JobDetail/Data-Engineer/25829',
  join: 'https://join.com/companies/acme/16405887-data-engineer',
  comeet: 'https://www.comeet.com/jobs/acme/F6.003/data-engineer/18.767',
  jobvite: 'https://jobs.jobvite.com/acme/job/oD2jAfwi',
  jibe: 'https://acme.jibeapply.com/jobs/9291',
};

const pageTitleNote = (titled: boolean) => (titled ? " The title is the page's own title: check it." : '');

/** What the "Add a job by link" dialog says (the spec is silent: issue 26). `label` is the source, `board` its board. */
export const addJobByLinkMessages = {
  notALink: 'Paste the whole address of a job posting, as your browser shows it',
  tooLong: `A job address is at most ${jobLinkMaxLength} characters`,
  /** Any other page: fetched once, and what it states of its job shown in a form to finish and save. */
  /**
   * Any address Seeker will not read, whatever the reason (a private, loopback or link-local address, a name
   * resolving to one or to none, a port, a private place for a guest): one message, so that no answer tells
   * which names exist inside.
   */
  pageRefused: 'Seeker cannot read pages at this address. Check the link, paste the address of the job on a public website, or type the job in.',
  /** The page could not be fetched or read (`reason`, e.g. "the site answered HTTP 404"). */
  pageFailed: (reason: string) => `This page could not be read: ${words(reason)}. Enter the job's details yourself below.`,
  /** The address was fine; the page sent Seeker on to one it may not read (the page's own choice), whatever the reason. */
  redirectRefused: "This page sent Seeker on to another address, one Seeker does not read. Enter the job's details yourself below.",
  /** The page was longer than Seeker reads (`limit`, e.g. "2 MB"), and the part read does not describe the job. */
  noJobPostingInPart: (limit: string, titled: boolean) =>
    `This page is longer than ${limit}, and its first ${limit} do not describe the job in a way Seeker can read. Enter the job's details below.${pageTitleNote(titled)}`,
  /** `titled`: the form's title holds the page's own title (all such a page states), to be checked. */
  noJobPosting: (titled: boolean) =>
    `This page does not describe its job in a way Seeker can read. Enter the job's details below.${pageTitleNote(titled)}`,
  incompletePosting: (missing: string) => `This page describes the job but leaves out ${missing}. Check the details below and save.`,
  credentials: 'Remove the user name and password from the address (the part before "@"), then paste it again.',
  boardPage: (label: string, board: string) =>
    `This is the ${label} board of ${board}, not one of its jobs: open the job on it and copy that page's address.`,
  badId: (label: string, example: string | undefined) =>
    `This ${label} address does not name one job${example ? `: a job's address looks like ${example}` : ''}. Open the job and copy its address again.`,
  badSlug: (label: string) =>
    `This ${label} address names no board Seeker can read: a board's name is at most 100 letters, digits, dots, hyphens and underscores. Copy the job's address again.`,
  /** The board was read for this request and does not list the job. */
  notOpen: (label: string, board: string) => `This job is not open on ${label} (${board}): it was taken down, or the link is incomplete.`,
  /** The board was read recently (not for this request) and that read did not list the job: it may be newer than the read. */
  notOnLastRead: (label: string, board: string, times: { readAt: Date; nextReadAt: Date }, clock: LinkClock) =>
    `This job was not on ${label} (${board}) when Seeker last read that board, at ${linkClockTime(times.readAt, clock)} (${linkAgoWords(times.readAt, clock.now)}). ` +
    `If it was posted since, try again ${after(times.nextReadAt, clock)}, when Seeker may read the board again.`,
  boardGone: (label: string, board: string) => `${label} has no job board named ${board}. Check the link.`,
  sourceOff: (label: string) => `${label} is turned off on this server (JOB_SOURCES), so its links cannot be read.`,
  busy: 'Another search is reading this job board right now. Try again in a moment.',
  /** The board's last read (this request's, or one within its interval) failed: when it was, and when Seeker may ask again. */
  failed: (label: string, error: string, times: { readAt: Date; nextReadAt: Date }, clock: LinkClock) =>
    `${label} could not be read at ${linkClockTime(times.readAt, clock)}: ${words(error)}. Nothing was saved. Seeker may ask ${label} again ${after(times.nextReadAt, clock)}.`,
  pagesRateLimited: (limit: { count: number; window: string }, retryAt: Date, clock: LinkClock) =>
    `You have had Seeker read ${limit.count} job boards or pages for links in the last ${limit.window}, the most it reads for one person. Try again ${after(retryAt, clock)}.`,
  rateLimited: (limit: { count: number; window: string }, retryAt: Date, clock: LinkClock) =>
    `You have had Seeker read ${limit.count} job boards for links in the last ${limit.window}, the most it reads for one person. ` +
    `Try again ${after(retryAt, clock)}. Links to jobs on boards Seeker has read in the last hour can still be added now.`,
} as const;

/** POST /api/jobs/from-link */
export const addJobByLinkRequestSchema = z
  .strictObject({
    url: z
      .string()
      .check(
        z.trim(),
        z.overwrite(withWebScheme),
        z.minLength(1, addJobByLinkMessages.notALink),
        z.maxLength(jobLinkMaxLength, addJobByLinkMessages.tooLong),
        z.describe("A job posting's public address, as copied from the browser"),
      ),
  })
  .check(z.meta({ examples: [{ url: 'https://boards.greenhouse.io/acmerobotics/jobs/4012345' }] }));
export type AddJobByLinkRequest = z.infer<typeof addJobByLinkRequestSchema>;

/**
 * Whether the address, as a browser reads it (WHATWG URL), has a user name or password. The parsed form
 * decides, not the text: "http:///user:pw@host/" and "http:\\\\user:pw@host/" carry them without "://…@".
 */
export function linkHasCredentials(text: string): boolean {
  try {
    const url = new URL(text.trim());
    return url.username !== '' || url.password !== '';
  } catch {
    return false;
  }
}

/** What a job typed in without a link shows where others name their site ("via boards.greenhouse.io"). */
export const typedInSourceLabel = 'Typed in by you';

/** How long a typed-in job's fields may be. */
export const jobDraftLimits = { title: 300, company: 300, location: 300, salary: 100, description: 50_000 } as const;

const draftText = (max: number) => z._default(safeString().check(z.trim(), z.maxLength(max)), '');
const draftLine = (max: number) => z._default(oneLineText().check(z.maxLength(max)), '');

/**
 * A job as the user confirms it in the form: what a page stated, finished by hand. Saved as their own
 * posting (never shared with other users), with the page as its link.
 */
export const jobDraftSchema = z
  .strictObject({
    url: z
      ._default(
        z.string().check(
          z.overwrite(withWebScheme),
          // First, so an address with credentials is told so however it is spelled (as /from-link tells it).
          z.refine((url) => url === '' || !linkHasCredentials(url), { error: addJobByLinkMessages.credentials, abort: true }),
          z.refine((url) => url === '' || isWebAddress(url), { error: addJobByLinkMessages.notALink, abort: true }),
          z.maxLength(jobLinkMaxLength, addJobByLinkMessages.tooLong),
        ),
        '',
      )
      .check(z.describe("The job's page, '' (or left out) for a job typed in without one")),
    title: oneLineText().check(z.minLength(1, 'Enter the job title'), z.maxLength(jobDraftLimits.title)),
    company: oneLineText().check(z.minLength(1, 'Enter the company'), z.maxLength(jobDraftLimits.company)),
    location: draftLine(jobDraftLimits.location),
    salary: draftLine(jobDraftLimits.salary).check(
      z.describe('As the page states it, e.g. "$120,000 – $140,000 a year"; read like a source\'s salary text'),
    ),
    description: draftText(jobDraftLimits.description).check(z.describe('Plain text')),
  })
  .check(
    z.meta({
      examples: [
        {
          url: 'https://careers.example.com/jobs/frontend-engineer',
          title: 'Frontend Engineer',
          company: 'Example Robotics',
          location: 'Berlin, Germany',
          salary: '€70,000 – €85,000 a year',
          description: 'Build our fleet dashboard in React and TypeScript.',
        },
      ],
    }),
  );
export type JobDraft = z.infer<typeof jobDraftSchema>;

/** What a page stated of its job, to fill the form: every field as read ('' when the page leaves it out). */
export const pageDraftSchema = z.object({
  url: z.string(),
  title: z.string(),
  company: z.string(),
  location: z.string(),
  salary: z.string(),
  description: z.string(),
});

export const addJobByLinkResponseSchema = z.discriminatedUnion('outcome', [
  z.object({
    outcome: z.literal('saved'),
    job: savedJobSchema,
    added: z.boolean().check(z.describe('False when the user already had this job: it was refreshed, not saved twice')),
  }),
  z.object({
    outcome: z.literal('draft').check(z.describe('Nothing saved: the page did not describe its job fully; the form is filled with what it did')),
    draft: pageDraftSchema,
    reason: z.string().check(z.describe('Why the user is asked to finish it')),
  }),
]);
export type AddJobByLinkResponse = z.infer<typeof addJobByLinkResponseSchema>;
export type SavedJobByLink = Extract<AddJobByLinkResponse, { outcome: 'saved' }>;
