import { jobStatusLabels, type JobStatus, type TimelineEntry } from '@seeker/contract';

export type TimelineFacts = {
  savedAt: Date;
  moves: { status: JobStatus; at: string }[];
  tailorings: { at: Date; resumeTitle: string }[];
  coverLetter: { createdAt: Date; updatedAt: Date } | null;
  contacts: { at: Date; name: string; role: string }[];
  interviews: { addedAt: Date; date: string; time: string; timezone: string; place: string }[];
  followUps: { addedAt: Date; dueOn: string; sentAt: Date | null; doneAt: Date | null }[];
};

/** Every move, document, contact, interview and reminder of one application, newest first (equal times keep their order). */
export function applicationTimeline(facts: TimelineFacts): TimelineEntry[] {
  const entries: { at: Date; kind: TimelineEntry['kind']; text: string }[] = [
    { at: facts.savedAt, kind: 'saved', text: 'Saved' },
    // A job's history starts with the status it was saved in, at the time it was saved: that is "Saved", not a move.
    ...facts.moves
      .filter((move, index) => !(index === 0 && move.status === 'new' && Math.abs(Date.parse(move.at) - facts.savedAt.getTime()) < 60_000))
      .map((move) => ({ at: new Date(move.at), kind: 'moved' as const, text: `Moved to ${jobStatusLabels[move.status]}` })),
    ...facts.tailorings.map((tailoring) => ({ at: tailoring.at, kind: 'tailored' as const, text: `Resume tailored: ${tailoring.resumeTitle}` })),
    ...(facts.coverLetter
      ? [
          { at: facts.coverLetter.createdAt, kind: 'cover-letter' as const, text: 'Cover letter written' },
          ...(facts.coverLetter.updatedAt.getTime() > facts.coverLetter.createdAt.getTime()
            ? [{ at: facts.coverLetter.updatedAt, kind: 'cover-letter' as const, text: 'Cover letter edited' }]
            : []),
        ]
      : []),
    ...facts.contacts.map((contact) => ({
      at: contact.at,
      kind: 'contact' as const,
      text: `Contact added: ${contact.name}${contact.role ? ` (${contact.role})` : ''}`,
    })),
    ...facts.interviews.map((interview) => ({
      at: interview.addedAt,
      kind: 'interview' as const,
      text: `Interview set for ${interview.date} at ${interview.time} (${interview.timezone})${interview.place ? `, ${interview.place}` : ''}`,
    })),
    ...facts.followUps.flatMap((followUp) => [
      { at: followUp.addedAt, kind: 'follow-up' as const, text: `Follow-up set for ${followUp.dueOn}` },
      ...(followUp.sentAt ? [{ at: followUp.sentAt, kind: 'reminder-sent' as const, text: `Reminder sent for ${followUp.dueOn}` }] : []),
      ...(followUp.doneAt ? [{ at: followUp.doneAt, kind: 'follow-up' as const, text: `Follow-up of ${followUp.dueOn} done` }] : []),
    ]),
  ];
  return entries
    .map((entry, order) => ({ entry, order }))
    .sort((a, b) => b.entry.at.getTime() - a.entry.at.getTime() || b.order - a.order)
    .map(({ entry }) => ({ at: entry.at.toISOString(), kind: entry.kind, text: entry.text }));
}
