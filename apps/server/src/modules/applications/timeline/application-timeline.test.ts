import { describe, expect, it } from 'vitest';
import { applicationTimeline, type TimelineSources } from './application-timeline';

const sources = (moves: TimelineSources['moves'], events: TimelineSources['events'] = []): TimelineSources => ({
  savedAt: new Date('2026-11-20T10:00:00Z'),
  moves,
  tailorings: [],
  events,
});

describe('applicationTimeline', () => {
  it('tells the status a job was saved in as "Saved", and every later status as a move', () => {
    const timeline = applicationTimeline(
      sources([
        { status: 'new', at: '2026-11-20T10:00:00Z' },
        { status: 'applied', at: '2026-11-21T10:00:00Z' },
        { status: 'new', at: '2026-11-22T10:00:00Z' },
      ]),
    );
    expect(timeline.map(({ kind, status }) => [kind, status])).toEqual([
      ['moved', 'new'],
      ['moved', 'applied'],
      ['saved', undefined],
    ]);
  });

  it('keeps a first move back to New when the history no longer reaches the save (it keeps the latest 50)', () => {
    const timeline = applicationTimeline(sources([{ status: 'new', at: '2026-11-25T10:00:00Z' }]));
    expect(timeline.map((entry) => entry.kind)).toEqual(['moved', 'saved']);
  });

  it('puts recorded entries among the moves by time, with their facts, and leaves facts out where there are none', () => {
    const timeline = applicationTimeline(
      sources(
        [{ status: 'applied', at: '2026-11-22T10:00:00Z' }],
        [
          { at: new Date('2026-11-23T10:00:00Z'), kind: 'interview-changed', facts: { day: '2026-12-03', time: '15:45' } },
          { at: new Date('2026-11-21T10:00:00Z'), kind: 'cover-letter-written', facts: {} },
        ],
      ),
    );
    expect(timeline).toEqual([
      { at: '2026-11-23T10:00:00.000Z', kind: 'interview-changed', facts: { day: '2026-12-03', time: '15:45' } },
      { at: '2026-11-22T10:00:00.000Z', kind: 'moved', status: 'applied' },
      { at: '2026-11-21T10:00:00.000Z', kind: 'cover-letter-written' },
      { at: '2026-11-20T10:00:00.000Z', kind: 'saved' },
    ]);
  });
});
