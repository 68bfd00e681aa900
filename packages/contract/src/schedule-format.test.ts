import { describe, expect, it } from 'vitest';
import { cronProblem } from './cron-problem';
import { canonicalTimeZone, isTimeOfDay, isTimeZone } from './schedule-format';

describe('isTimeOfDay', () => {
  it.each(['00:00', '09:30', '23:59'])('accepts %s', (value) => expect(isTimeOfDay(value)).toBe(true));
  it.each(['24:00', '9:30', '12:60', '12:00 ', 'noon', ''])('refuses %j', (value) => expect(isTimeOfDay(value)).toBe(false));
});

describe('cronProblem', () => {
  it.each(['* * * * *', '0 9 * * 1-5', '*/15 8-18 * * MON-FRI', '30 7 1,15 * *', '0 0 L * *'.replace('L', '28'), '0 12 * JAN,JUL 0', '5 4 * * 7'])(
    'accepts %j',
    (expression) => expect(cronProblem(expression)).toBeUndefined(),
  );

  it.each([
    ['', /five fields/],
    ['* * * *', /five fields/],
    ['* * * * * *', /five fields/],
    ['60 * * * *', /minute "60" must be between 0 and 59/],
    ['* 24 * * *', /hour "24"/],
    ['* * 0 * *', /day-of-month "0"/],
    ['* * * 13 *', /month "13"/],
    ['* * * * 8', /day-of-week "8"/],
    ['*/0 * * * *', /step "0"/],
    ['5-1 * * * *', /runs backwards/],
    ['a b c d e', /not a valid|must be between/],
    ['1,,2 * * * *', /not a valid minute/],
    ['0 0 31 2 *', /never runs/],
  ])('refuses %j', (expression, message) => expect(cronProblem(expression)).toMatch(message));
});

describe('isTimeZone', () => {
  it.each(['America/New_York', 'Europe/Berlin', 'Asia/Kolkata', 'UTC', 'Pacific/Auckland'])('accepts %s', (zone) =>
    expect(isTimeZone(zone)).toBe(true),
  );
  it.each(['Mars/Olympus', 'Europe/Nowhere', '', 'America/New York', '<script>'])('refuses %j', (zone) => expect(isTimeZone(zone)).toBe(false));
});

describe('canonicalTimeZone', () => {
  it('restores the IANA spelling of any letter case and leaves unknown zones alone', () => {
    expect(canonicalTimeZone('europe/berlin')).toBe('Europe/Berlin');
    expect(canonicalTimeZone('AMERICA/NEW_YORK')).toBe('America/New_York');
    expect(canonicalTimeZone('Asia/Kolkata')).toBe('Asia/Kolkata');
  });
});
