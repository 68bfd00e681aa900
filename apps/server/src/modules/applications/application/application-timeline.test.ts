import { describe, expect, it } from 'vitest';
import { applicationTimeline, type TimelineFacts } from './application-timeline';

const facts = (moves: TimelineFacts['moves']): TimelineFacts => ({
  savedAt: new Date('2026-11-20T10:00:00Z'),
  moves,
  tailorings: [],
  coverLetter: null,
  contacts: [],
  interviews: [],
  followUps: [],
});

describe('applicationTimeline', () => {
  it('tells the status a job was saved in as "Saved", and every later status as a move', () => {
    const timeline = applicationTimeline(
      facts([
        { status: 'new', at: '2026-11-20T10:00:00Z' },
        { status: 'applied', at: '2026-11-21T10:00:00Z' },
        { status: 'new', at: '2026-11-22T10:00:00Z' },
      ]),
    );
    expect(timeline.map((entry) => entry.text)).toEqual(['Moved to New', 'Moved to Applied', 'Saved']);
  });

  it('keeps a first move back to New when the history no longer reaches the save (it keeps the latest 50)', () => {
    const timeline = applicationTimeline(facts([{ status: 'new', at: '2026-11-25T10:00:00Z' }]));
    expect(timeline.map((entry) => entry.text)).toEqual(['Moved to New', 'Saved']);
  });
});
