import type { TimelineEntry, TimelineFacts } from '@seeker/contract';
import { jobStatusLabels } from '@/features/saved-jobs';
import { formatDay, formatTimeOfDay, weekdayDate } from '@/lib/format-dates';

/** A contact as the entry recorded them: "Grace Hopper (Recruiter)". */
const who = ({ name = '', role = '' }: TimelineFacts) => (role ? `${name} (${role})` : name);

/** An interview as the entry recorded it: "Thu, Dec 3, 2026 at 2:30 PM (Europe/Berlin), Zoom". */
function when(facts: TimelineFacts, locale: string | undefined, withPlace: boolean) {
  const day = facts.day ? formatDay(facts.day, weekdayDate, locale) : '';
  const time = facts.time ? ` at ${formatTimeOfDay(facts.time, locale)}` : '';
  const zone = facts.timezone ? ` (${facts.timezone})` : '';
  return `${day}${time}${zone}${withPlace && facts.place ? `, ${facts.place}` : ''}`;
}

/** One timeline entry in words, its days and times as `locale` writes them (the browser's by default). */
export function timelineText(entry: TimelineEntry, locale?: string): string {
  const facts = entry.facts ?? {};
  const day = facts.day ? formatDay(facts.day, undefined, locale) : '';
  switch (entry.kind) {
    case 'saved':
      return 'Saved';
    case 'moved':
      return entry.status ? `Moved to ${jobStatusLabels[entry.status]}` : 'Moved';
    case 'tailored':
      return `Resume tailored: ${entry.resumeTitle ?? ''}`;
    case 'cover-letter-written':
      return 'Cover letter written';
    case 'cover-letter-edited':
      return 'Cover letter edited';
    case 'contact-added':
      return `Contact added: ${who(facts)}`;
    case 'contact-changed':
      return `Contact changed: ${who(facts)}`;
    case 'contact-removed':
      return `Contact removed: ${who(facts)}`;
    case 'interview-set':
      return `Interview set for ${when(facts, locale, true)}`;
    case 'interview-changed':
      return `Interview changed to ${when(facts, locale, true)}`;
    case 'interview-removed':
      return `Interview of ${when(facts, locale, false)} removed`;
    case 'follow-up-set':
      return `Follow-up set for ${day}`;
    case 'follow-up-done':
      return `Follow-up of ${day} done`;
    case 'follow-up-reopened':
      return `Follow-up of ${day} marked not done`;
    case 'follow-up-removed':
      return `Follow-up of ${day} removed`;
    case 'reminder-sent':
      return `Reminder sent for ${day}`;
    case 'archived':
      return 'Archived';
    case 'unarchived':
      return 'Put back on the board';
    case 'stage-set':
      return `Stage set: ${facts.name ?? ''}`;
    case 'stage-left':
      return `Left the stage ${facts.name ?? ''}`;
  }
}
