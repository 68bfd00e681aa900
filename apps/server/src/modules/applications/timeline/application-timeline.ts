import type { JobStatus, TimelineEntry, TimelineFacts, TimelineKind } from '@seeker/contract';

export type TimelineSources = {
  savedAt: Date;
  /** The job's status history (its latest moves). */
  moves: { status: JobStatus; at: string }[];
  tailorings: { at: Date; resumeTitle: string }[];
  /** What was recorded as it happened: contacts, interviews, follow-ups, reminders and cover letters. */
  events: { at: Date; kind: TimelineKind; facts: TimelineFacts }[];
};

/** Every move, document, contact, interview and reminder of one application, newest first (equal times keep their order). */
export function applicationTimeline(sources: TimelineSources): TimelineEntry[] {
  const entries: { at: Date; entry: Omit<TimelineEntry, 'at'> }[] = [
    { at: sources.savedAt, entry: { kind: 'saved' } },
    // A job's history starts with the status it was saved in, at the time it was saved: that is "Saved", not a move.
    ...sources.moves
      .filter((move, index) => !(index === 0 && move.status === 'new' && Math.abs(Date.parse(move.at) - sources.savedAt.getTime()) < 60_000))
      .map((move) => ({ at: new Date(move.at), entry: { kind: 'moved' as const, status: move.status } })),
    ...sources.tailorings.map((tailoring) => ({ at: tailoring.at, entry: { kind: 'tailored' as const, resumeTitle: tailoring.resumeTitle } })),
    ...sources.events.map((event) => ({
      at: event.at,
      entry: { kind: event.kind, ...(Object.keys(event.facts).length > 0 ? { facts: event.facts } : {}) },
    })),
  ];
  return entries
    .map((entry, order) => ({ ...entry, order }))
    .sort((a, b) => b.at.getTime() - a.at.getTime() || b.order - a.order)
    .map(({ at, entry }) => ({ at: at.toISOString(), ...entry }));
}
