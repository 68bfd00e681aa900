import { z } from 'zod/mini';
import { jobListingSchema } from './job-search';

/** The longest job address we read: longer ones are tracking noise or an attack, never a posting. */
export const jobLinkMaxLength = 2000;

/** What the "Add a job by link" dialog says (the spec is silent: issue 26). `{label}` is the source, `{board}` its board. */
export const addJobByLinkMessages = {
  notALink: 'Paste the whole address of a job posting, starting with https://',
  tooLong: `A job address is at most ${jobLinkMaxLength} characters`,
  notABoardJob: 'Seeker reads job links from Greenhouse, Lever, Ashby, Workable and SmartRecruiters job pages. This address is not one of them.',
  notOpen: (label: string, board: string) => `This job is not open on ${label} (${board}): it was taken down, or the link is incomplete.`,
  boardGone: (label: string, board: string) => `${label} has no job board named ${board}. Check the link.`,
  sourceOff: (label: string) => `${label} is turned off on this server (JOB_SOURCES), so its links cannot be read.`,
  busy: 'Another search is reading this job board right now. Try again in a moment.',
  failed: (label: string, error: string) => `${label} could not be read (${error}). Nothing was saved; try again in a few minutes.`,
} as const;

/** POST /api/jobs/from-link */
export const addJobByLinkRequestSchema = z
  .strictObject({
    url: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, addJobByLinkMessages.notALink),
        z.maxLength(jobLinkMaxLength, addJobByLinkMessages.tooLong),
        z.describe("A job posting's public address, as copied from the browser"),
      ),
  })
  .check(z.meta({ examples: [{ url: 'https://boards.greenhouse.io/acmerobotics/jobs/4012345' }] }));
export type AddJobByLinkRequest = z.infer<typeof addJobByLinkRequestSchema>;

export const addJobByLinkResponseSchema = z.object({
  job: jobListingSchema,
  added: z.boolean().check(z.describe('False when the user already had this job: it was refreshed, not saved twice')),
});
export type AddJobByLinkResponse = z.infer<typeof addJobByLinkResponseSchema>;
