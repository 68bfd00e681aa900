import { describe, expect, it } from 'vitest';
import { cardMarks, deadlineText, excitementWords } from './marks-text';

describe('how marks are worded', () => {
  it.each([
    ['en-US', 'Apply by Dec 15', 'Apply by Jan 5, 2027', 'Deadline passed (Nov 28)'],
    ['en-GB', 'Apply by 15 Dec', 'Apply by 5 Jan 2027', 'Deadline passed (28 Nov)'],
    ['de-DE', 'Apply by 15. Dez.', 'Apply by 5. Jan. 2027', 'Deadline passed (28. Nov.)'],
  ])('words a deadline in %s: the year only when not this one', (locale, later, nextYear, passed) => {
    const today = '2026-12-01';
    expect(deadlineText('2026-12-15', today, locale)).toBe(later);
    expect(deadlineText('2027-01-05', today, locale)).toBe(nextYear);
    expect(deadlineText('2026-11-28', today, locale)).toBe(passed);
    expect(deadlineText('2026-12-01', today, locale)).toBe('Apply by today');
    expect(deadlineText('2026-12-02', today, locale)).toBe('Apply by tomorrow');
  });

  it('counts days across a change of clocks as calendar days', () => {
    // Europe's clocks go back on 2026-10-25: still one day from the 24th to the 25th.
    expect(deadlineText('2026-10-25', '2026-10-24', 'en-GB')).toBe('Apply by tomorrow');
  });

  it('lists a card’s marks in order, a passed deadline flagged, none when nothing is set', () => {
    expect(cardMarks({ priority: 'low', excitement: 1, deadline: '2026-11-30' }, '2026-12-01', 'en-US')).toEqual([
      { text: 'Low priority', passed: false },
      { text: 'Excitement 1 of 5', passed: false },
      { text: 'Deadline passed (Nov 30)', passed: true },
    ]);
    expect(cardMarks({ priority: null, excitement: null, deadline: null }, '2026-12-01')).toEqual([]);
    expect(excitementWords(5)).toBe('5 – Dream job');
  });
});
