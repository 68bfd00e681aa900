import { describe, expect, it } from 'vitest';
import { monthOfWord } from '../components/check/month-names';
import { lastYear, readMonth, unreadableMonth, yearOutOfRange } from '../components/check/read-month';

const value = (typed: string, end = false) => readMonth(typed, { end });

describe('a date typed as resumes write it', () => {
  it.each([
    ['Sept 2024', '2024-09'],
    ['Sep 2024', '2024-09'],
    ['September 2024', '2024-09'],
    ['Sept. 2024', '2024-09'],
    ['september, 2024', '2024-09'],
    ['09/2024', '2024-09'],
    ['9/2024', '2024-09'],
    ['09.2024', '2024-09'],
    ['2024-09', '2024-09'],
    ['2024-9', '2024-09'],
    ['2024', '2024'],
    [' 2024 ', '2024'],
    ['März 2021', '2021-03'],
    ['Mär 2021', '2021-03'],
    ['janv. 2020', '2020-01'],
    ['févr. 2020', '2020-02'],
    ['septiembre de 2024', '2024-09'],
    ['dezembro 2019', '2019-12'],
    ['ottobre 2018', '2018-10'],
    ['mrt 2017', '2017-03'],
    ['października 2016', '2016-10'],
    ['lipiec 2015', '2015-07'],
    ['', ''],
  ])('reads “%s” as “%s”', (typed, expected) => {
    expect(value(typed)).toEqual({ value: expected });
  });

  it('reads “still going” in an end field as empty (the entry has not ended), in the month languages', () => {
    for (const typed of [
      'present',
      'Present',
      'heute',
      'bis heute',
      'actual',
      'en cours',
      'seit 2019',
      'since 2019',
      'Since Sept 2019',
      '2019 – present',
    ])
      expect(value(typed, true), typed).toEqual({ value: '' });
    // In a start field "since 2019" is the start; "present" is no start.
    expect(value('seit 2019')).toEqual({ value: '2019' });
    expect(value('present')).toEqual({ error: unreadableMonth(false) });
  });

  it('gives one message saying what it can read when it cannot read a date', () => {
    for (const typed of ['spring 2016', 'Sept', '13/2024', '2024-13', 'ju 2020', 'juil 2020x'])
      expect(value(typed), typed).toEqual({ error: unreadableMonth(false) });
    expect(unreadableMonth(false)).toContain('Sept 2024, 09/2024 or 2024-09');
    expect(value('nonsense', true)).toEqual({ error: unreadableMonth(true) });
    expect(unreadableMonth(true)).toContain('“present”');
    expect(value('1850')).toEqual({ error: yearOutOfRange() });
    expect(value(`Jan ${lastYear() + 1}`)).toEqual({ error: yearOutOfRange() });
  });

  it('takes month names from Intl, and refuses a start two months share ("ju": June or July)', () => {
    expect(monthOfWord('juin')).toBe(6);
    expect(monthOfWord('juil.')).toBe(7);
    expect(monthOfWord('jui')).toBeUndefined();
    expect(monthOfWord('maj')).toBe(5);
    expect(monthOfWord('gennaio')).toBe(1);
    expect(monthOfWord('okt')).toBe(10);
  });
});
