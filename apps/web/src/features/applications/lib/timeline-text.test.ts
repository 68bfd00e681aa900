import type { TimelineEntry } from '@seeker/contract';
import { describe, expect, it } from 'vitest';
import { timelineText } from './timeline-text';

const at = '2026-11-25T10:00:00.000Z';
const interview = { day: '2026-12-03', time: '14:30', timezone: 'Europe/Berlin', place: 'Acme HQ' };
const entry = (kind: TimelineEntry['kind'], facts?: TimelineEntry['facts']): TimelineEntry => ({ at, kind, ...(facts ? { facts } : {}) });

describe('timelineText', () => {
  it.each([
    ['en-US', 'Interview set for Thu, Dec 3, 2026 at 2:30 PM (Europe/Berlin), Acme HQ', 'Follow-up of Jan 5, 2099 done'],
    ['en-GB', 'Interview set for Thu, 3 Dec 2026 at 14:30 (Europe/Berlin), Acme HQ', 'Follow-up of 5 Jan 2099 done'],
    ['de-DE', 'Interview set for Do., 3. Dez. 2026 at 14:30 (Europe/Berlin), Acme HQ', 'Follow-up of 5. Jan. 2099 done'],
  ])('writes days and times as %s reads them', (locale, interviewText, followUpText) => {
    expect(timelineText(entry('interview-set', interview), locale)).toBe(interviewText);
    expect(timelineText(entry('follow-up-done', { day: '2099-01-05' }), locale)).toBe(followUpText);
  });

  it('tells a change and a removal apart from what they change, each in the words of its own time', () => {
    expect(timelineText(entry('interview-changed', { ...interview, time: '15:45' }), 'en-US')).toBe(
      'Interview changed to Thu, Dec 3, 2026 at 3:45 PM (Europe/Berlin), Acme HQ',
    );
    expect(timelineText(entry('interview-removed', interview), 'en-US')).toBe('Interview of Thu, Dec 3, 2026 at 2:30 PM (Europe/Berlin) removed');
    expect(timelineText(entry('contact-changed', { name: 'Grace Hopper', role: '' }))).toBe('Contact changed: Grace Hopper');
    expect(timelineText(entry('contact-removed', { name: 'Grace Hopper', role: 'Recruiter' }))).toBe('Contact removed: Grace Hopper (Recruiter)');
    expect(timelineText({ at, kind: 'moved', status: 'interviewing' })).toBe('Moved to Interviewing');
    expect(timelineText({ at, kind: 'tailored', resumeTitle: 'Main resume' })).toBe('Resume tailored: Main resume');
    // A stage by the name it had then (a rename later changes cards, not the record).
    expect(timelineText(entry('stage-set', { name: 'Phone screen' }))).toBe('Stage set: Phone screen');
    expect(timelineText(entry('stage-left', { name: 'Phone screen' }))).toBe('Left the stage Phone screen');
  });
});
