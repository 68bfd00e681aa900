import { z } from 'zod/mini';
import { jobStatuses } from './saved-jobs';

/**
 * An application's timeline is a record (issue 50): each entry says what happened as it was then, and is
 * never rewritten. Correcting an interview adds "interview changed" beside the "interview set" it corrects;
 * removing a contact adds "contact removed" and keeps "contact added". Entries carry facts, not sentences,
 * so the browser words dates and times in the user's locale.
 */
export const timelineKinds = [
  'saved',
  'moved',
  'tailored',
  'cover-letter-written',
  'cover-letter-edited',
  'contact-added',
  'contact-changed',
  'contact-removed',
  'interview-set',
  'interview-changed',
  'interview-removed',
  'follow-up-set',
  'follow-up-done',
  'follow-up-reopened',
  'follow-up-removed',
  'reminder-sent',
  'archived',
  'unarchived',
  'stage-set',
  'stage-left',
] as const;
export type TimelineKind = (typeof timelineKinds)[number];

/** An application keeps at most this many recorded entries on its timeline read (the newest); moves, tailorings and "saved" come besides. */
export const timelineEventsShown = 500;

/** What an entry is about, as it was when it happened: a contact's name, an interview's day and time, a reminder's day. */
export const timelineFactsSchema = z.object({
  name: z.optional(z.string()).check(z.describe('contact-*: the contact’s name then; stage-*: the stage’s name then')),
  role: z.optional(z.string()).check(z.describe('contact-*: their role then')),
  day: z.optional(z.string()).check(z.describe('interview-* and follow-up-* and reminder-sent: the day (YYYY-MM-DD)')),
  time: z.optional(z.string()).check(z.describe('interview-*: the time of day (HH:MM) in `timezone`')),
  timezone: z.optional(z.string()),
  place: z.optional(z.string()).check(z.describe('interview-*: where')),
});
export type TimelineFacts = z.infer<typeof timelineFactsSchema>;

export const timelineEntrySchema = z.object({
  at: z.iso.datetime({ offset: true }),
  kind: z.enum(timelineKinds),
  status: z.optional(z.enum(jobStatuses)).check(z.describe('moved: the status it moved to')),
  resumeTitle: z.optional(z.string()).check(z.describe('tailored: the resume it was tailored from')),
  facts: z.optional(timelineFactsSchema),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;
