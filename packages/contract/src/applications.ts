import { z } from 'zod/mini';
import { foundOccupationSchema } from './occupation';
import { timelineEntrySchema } from './application-timeline';
import { browserTimeZoneField } from './browser-time-zone';
import { jobStatuses, savedJobSchema } from './saved-jobs';
import { applicationLimits, isoDate, optionalText, timeOfDay, trimmed } from './application-fields';
import { contactSchema } from './application-contacts';
import { stageRefSchema } from './application-stages';
import { queryInteger, recordIdSchema, safeString } from './text';

/*
 * The Application Manager (issue 26): a board of every saved job by pipeline status, and each
 * application's notes, contacts, interviews, follow-ups and timeline. The spec is silent on all of it.
 * Its limits and field rules are in application-fields.ts, the table and bulk changes in
 * application-table.ts, contacts in application-contacts.ts.
 */

/** How much an application matters to the user, set by them (none until set). */
export const applicationPriorities = ['high', 'medium', 'low'] as const;
export type ApplicationPriority = (typeof applicationPriorities)[number];
export const applicationPriorityLabels: Record<ApplicationPriority, string> = { high: 'High', medium: 'Medium', low: 'Low' };

/** How excited the user is about a job: 1 to 5 (none until set). */
export const excitementScale = { min: 1, max: 5 } as const;

/** A follow-up asked for "on {date}" is sent at this hour of that day, in the user's time zone (quiet hours still hold email and push). */
export const followUpHour = 9;

export const applicationMessages = {
  loadBoard: 'Failed to load your applications. Please try again.',
  loadApplication: 'Failed to load this application. Please try again.',
  emptyBoard: 'No applications yet. Jobs you save from a search or add by their link appear here.',
  noMatches: 'No applications match these filters.',
  notFound: 'Application not found',
  contactNotFound: 'Contact not found',
  interviewNotFound: 'Interview not found',
  followUpNotFound: 'Follow-up not found',
  notesSaving: 'Saving…',
  notesSaved: 'All changes saved',
  notesFailed: 'Your notes were not saved. They are still here; saving again in a moment.',
  tooManyTags: `An application has at most ${applicationLimits.tags} tags.`,
  tooManyContacts: `An application has at most ${applicationLimits.contacts} contacts. Remove one to add another.`,
  tooManyInterviews: `An application has at most ${applicationLimits.interviews} interviews. Remove one to add another.`,
  tooManyFollowUps: `An application has at most ${applicationLimits.followUps} follow-ups. Remove one to add another.`,
  followUpInPast: 'Pick today or a later date for the reminder.',
  saveFailed: 'Failed to save. Please try again.',
  deleteFailed: 'Failed to remove it. Please try again.',
} as const;

const excitement = z.number().check(z.int('Pick 1 to 5'), z.gte(excitementScale.min, 'Pick 1 to 5'), z.lte(excitementScale.max, 'Pick 1 to 5'));

/** What the user marks an application with, each null until set. */
function applicationMarks() {
  return {
    priority: z.nullable(z.enum(applicationPriorities)),
    excitement: z.nullable(excitement),
    deadline: z.nullable(isoDate).check(z.describe('The day to apply by (YYYY-MM-DD)')),
  };
}

export const applicationParamsSchema = z.object({ jobId: recordIdSchema });
export const contactParamsSchema = z.object({ jobId: recordIdSchema, contactId: recordIdSchema });
export const interviewParamsSchema = z.object({ jobId: recordIdSchema, interviewId: recordIdSchema });
export const followUpParamsSchema = z.object({ jobId: recordIdSchema, followUpId: recordIdSchema });

/** GET /api/applications: the board, filtered; with `status`, that one column from `offset` ("Show more"). */
export const applicationBoardQuerySchema = z.object({
  q: z.optional(trimmed(applicationLimits.search).check(z.describe('Words in the title or company'))),
  company: z.optional(trimmed(applicationLimits.search).check(z.describe('Exactly this company (as the filter lists them)'))),
  tag: z.optional(trimmed(applicationLimits.tag)),
  followUpDue: z.optional(z.enum(['true', 'false']).check(z.describe('true: only applications with a follow-up due today or earlier'))),
  status: z.optional(z.enum(jobStatuses).check(z.describe('Read only this column'))),
  archived: z.optional(
    z.enum(['true', 'false']).check(z.describe('true: only archived applications; otherwise they are left out (the funnel counts them all)')),
  ),
  offset: queryInteger(0, 1_000_000, 0),
  timezone: browserTimeZoneField,
});
export type ApplicationBoardQuery = z.infer<typeof applicationBoardQuerySchema>;

export const followUpSummarySchema = z.object({
  id: z.string(),
  dueOn: isoDate,
  note: z.string(),
  due: z.boolean().check(z.describe("Its day has come in the user's time zone")),
});

export const appliedWithSchema = z.object({ resumeTitle: z.nullable(z.string()), coverLetter: z.boolean() });

export const boardCardSchema = z.object({
  jobId: z.string(),
  title: z.string(),
  company: z.string(),
  location: z.string(),
  status: z.enum(jobStatuses),
  favorite: z.boolean(),
  inColumnSince: z.iso.datetime({ offset: true }).check(z.describe('When it moved to its column (when it was saved, if never moved)')),
  tags: z.array(z.string()),
  nextFollowUp: z.nullable(followUpSummarySchema).check(z.describe('The earliest follow-up not yet done')),
  appliedWith: z.nullable(appliedWithSchema).check(z.describe('The resume and letter sent, recorded when it was marked Applied')),
  ...applicationMarks(),
  archived: z.boolean(),
  stage: z
    .nullable(stageRefSchema)
    .check(z.describe("The user's stage within its status (cards of a column come grouped by stage, in the stages' order)")),
  typedIn: z.boolean().check(z.describe('Typed in by the user without a link (shown as typedInSourceLabel)')),
});
export type BoardCard = z.infer<typeof boardCardSchema>;

export const boardColumnSchema = z.object({
  status: z.enum(jobStatuses),
  total: z.number().check(z.int(), z.describe('Cards in this column that match the filters')),
  cards: z.array(boardCardSchema).check(z.describe('By stage (none first, then in the stages’ order), then latest move first')),
  nextOffset: z.nullable(z.number().check(z.int())).check(z.describe('Where "Show more" starts; null when all are here')),
});
export type BoardColumn = z.infer<typeof boardColumnSchema>;

export const funnelStages = ['saved', 'applied', 'interviewing', 'offered'] as const;
export type FunnelStage = (typeof funnelStages)[number];

export const funnelStepSchema = z.object({
  stage: z.enum(funnelStages),
  count: z.number().check(z.int(), z.describe('Jobs that ever reached this stage (saved: every job)')),
  conversion: z.nullable(z.number()).check(z.describe('count over the previous stage count, 0..1; null for the first stage or when that was 0')),
  medianDays: z.nullable(z.number()).check(z.describe('Median days from reaching the previous stage to reaching this one; null when none did')),
});
export type FunnelStep = z.infer<typeof funnelStepSchema>;

export const applicationBoardSchema = z.object({
  columns: z.array(boardColumnSchema).check(z.describe('One per status in pipeline order; with ?status= only that one')),
  companies: z.array(z.string()).check(z.describe('Every company on the board, for the filter (A–Z)')),
  tags: z.array(z.string()).check(z.describe('Every tag used (A–Z)')),
  today: isoDate.check(z.describe("Today in the user's time zone")),
  funnel: z.array(funnelStepSchema).check(z.describe('Over every saved job, unfiltered')),
});
export type ApplicationBoard = z.infer<typeof applicationBoardSchema>;

export const interviewSchema = z.object({
  id: z.string(),
  date: isoDate,
  time: timeOfDay,
  timezone: z.string().check(z.describe('The zone date and time are in: the user’s, when it was added')),
  startsAt: z.iso.datetime({ offset: true }),
  durationMinutes: z.number().check(z.int()),
  place: z.string().check(z.describe('An address, a video-call link or a phone number')),
  note: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Interview = z.infer<typeof interviewSchema>;

export const interviewRequestSchema = z
  .strictObject({
    date: isoDate,
    time: timeOfDay.check(z.describe("In the user's time zone")),
    durationMinutes: z._default(
      z.number().check(z.int(), z.gte(applicationLimits.durationMinutes.min), z.lte(applicationLimits.durationMinutes.max)),
      applicationLimits.durationMinutes.default,
    ),
    place: optionalText(applicationLimits.place),
    note: optionalText(applicationLimits.note),
  })
  .check(
    z.meta({ examples: [{ date: '2026-12-03', time: '14:30', durationMinutes: 45, place: 'https://meet.example.com/abc', note: 'Hiring manager' }] }),
  );
export type InterviewRequest = z.input<typeof interviewRequestSchema>;

export const followUpSchema = z.object({
  id: z.string(),
  dueOn: isoDate,
  note: z.string(),
  remindAt: z.iso.datetime({ offset: true }).check(z.describe(`${followUpHour}:00 on dueOn in the user's time zone`)),
  sentAt: z.nullable(z.iso.datetime({ offset: true })).check(z.describe('When the reminder went out (in-app)')),
  doneAt: z.nullable(z.iso.datetime({ offset: true })),
  createdAt: z.iso.datetime({ offset: true }),
});
export type FollowUp = z.infer<typeof followUpSchema>;

export const followUpRequestSchema = z
  .strictObject({ dueOn: isoDate, note: optionalText(applicationLimits.note) })
  .check(z.meta({ examples: [{ dueOn: '2026-12-01', note: 'Ask about the team’s timeline' }] }));
export type FollowUpRequest = z.input<typeof followUpRequestSchema>;

export const updateFollowUpRequestSchema = z.strictObject({ done: z.boolean() }).check(z.meta({ examples: [{ done: true }] }));

export const applicationSchema = z.object({
  job: savedJobSchema,
  occupation: z.optional(
    foundOccupationSchema.check(z.describe("The ESCO occupation the job's title names, where one is found surely enough; absent without an index")),
  ),
  notes: z.string(),
  notesUpdatedAt: z.nullable(z.iso.datetime({ offset: true })),
  tags: z.array(z.string()),
  ...applicationMarks(),
  archivedAt: z.nullable(z.iso.datetime({ offset: true })).check(z.describe('When it was archived (off the board); null while on it')),
  stage: z.nullable(stageRefSchema).check(z.describe("The user's stage within the job's status")),
  contacts: z.array(contactSchema).check(z.describe('Oldest first')),
  interviews: z.array(interviewSchema).check(z.describe('Soonest first')),
  followUps: z.array(followUpSchema).check(z.describe('Soonest first')),
  timeline: z
    .array(timelineEntrySchema)
    .check(z.describe('Every move, document, contact, interview and reminder as it happened, never rewritten; newest first')),
  timezone: z.string().check(z.describe("The user's time zone, in which dates are entered")),
  today: isoDate,
});
export type Application = z.infer<typeof applicationSchema>;

const tagSchema = trimmed(applicationLimits.tag).check(z.minLength(1, 'A tag cannot be empty'));

/** PATCH /api/applications/{jobId}: notes (autosaved as typed), tags, the user's marks, and archiving. */
export const updateApplicationRequestSchema = z
  .strictObject({
    notes: z.optional(safeString().check(z.maxLength(applicationLimits.notes))),
    tags: z.optional(z.array(tagSchema).check(z.maxLength(applicationLimits.tags, applicationMessages.tooManyTags))),
    priority: z.optional(z.nullable(z.enum(applicationPriorities))).check(z.describe('null clears it')),
    excitement: z.optional(z.nullable(excitement)).check(z.describe('1 to 5; null clears it')),
    deadline: z.optional(z.nullable(isoDate)).check(z.describe('The day to apply by, in the user’s calendar; null clears it')),
    archived: z.optional(z.boolean()).check(z.describe('true takes it off the board (kept, with everything on it); false puts it back')),
  })
  .check(
    z.refine((body) => Object.values(body).some((value) => value !== undefined), 'Send notes, tags, priority, excitement, deadline or archived'),
    z.meta({
      examples: [
        { notes: 'Referred by Sam. Salary band confirmed.', tags: ['referral', 'dream job'] },
        { priority: 'high', deadline: '2026-12-15' },
      ],
    }),
  );
export type UpdateApplicationRequest = z.infer<typeof updateApplicationRequestSchema>;

export const updatedApplicationSchema = z.object({
  notes: z.string(),
  notesUpdatedAt: z.nullable(z.iso.datetime({ offset: true })),
  tags: z.array(z.string()),
  ...applicationMarks(),
  archivedAt: z.nullable(z.iso.datetime({ offset: true })),
});
