import { monthOfWord } from './month-names';

/** What a Start or End field may say, as the hint under it and the message on a date it cannot read put it. */
export const monthHint = 'e.g. 2024, Sept 2024 or 09/2024';
export const endHint = 'e.g. Sept 2024; empty or “present” if it has not ended';
export const unreadableMonth = (end: boolean) =>
  `Seeker cannot read this date. Write a year (2024) or a month and year (Sept 2024, 09/2024 or 2024-09)${
    end ? '; leave it empty or write “present” if it has not ended' : ''
  }.`;
/** The API's last year: one ahead (a degree to finish next year). */
export const lastYear = () => new Date().getUTCFullYear() + 1;
export const yearOutOfRange = () => `Write a year from 1900 to ${lastYear()}.`;

/** Words for "still going" in an end field ("present", "heute", "actual", "bis heute", "à ce jour", …). */
const ongoing = [
  'present',
  'current',
  'currently',
  'now',
  'today',
  'ongoing',
  'heute',
  'aktuell',
  'derzeit',
  'jetzt',
  'laufend',
  "aujourd'hui",
  'ce jour',
  'actuel',
  'actuellement',
  'en cours',
  'actual',
  'actualidad',
  'actualmente',
  'presente',
  'hoy',
  'atual',
  'atualmente',
  'hoje',
  'oggi',
  'attuale',
  'in corso',
  'heden',
  'nu',
  'huidig',
  'obecnie',
  'teraz',
  'nadal',
  'dzis',
];
/** "since 2019" and its kin: in an end field, a role that has not ended; in a start field, its start. */
const since = /^(since|seit|depuis|desde|dal|sinds|od)\s+(.+)$/;

export type ReadMonth = { value: string } | { error: string };

const monthValue = (year: number, month?: number): ReadMonth =>
  year < 1900 || year > lastYear()
    ? { error: yearOutOfRange() }
    : { value: month === undefined ? String(year) : `${year}-${String(month).padStart(2, '0')}` };

/** A year, or a month and its year, in numbers or with a month's name; undefined when it is neither. */
function readDate(text: string): ReadMonth | undefined {
  let match = /^(\d{4})$/.exec(text);
  if (match) return monthValue(Number(match[1]));
  match = /^(\d{4})\s*[-/.]\s*(\d{1,2})$/.exec(text) ?? /^(\d{4})-(\d{2})-\d{2}$/.exec(text);
  if (match && Number(match[2]) >= 1 && Number(match[2]) <= 12) return monthValue(Number(match[1]), Number(match[2]));
  match = /^(\d{1,2})\s*[-/.]\s*(\d{4})$/.exec(text);
  if (match && Number(match[1]) >= 1 && Number(match[1]) <= 12) return monthValue(Number(match[2]), Number(match[1]));
  // "Sept 2024", "März 2021", "janv. 2020", "septiembre de 2024", "September, 2024".
  match = /^(\p{L}+)\.?[\s,./-]*(?:(?:de|del|of)\s+)?(\d{4})$/u.exec(text);
  const month = match && monthOfWord(match[1]!);
  if (match && month) return monthValue(Number(match[2]), month);
  return undefined;
}

/**
 * A Start or End field as the API takes it: YYYY or YYYY-MM, from a date written as resumes write them
 * ("Sept 2024", "09/2024", "2024-09", "2024", "März 2021", "janv. 2020"). An empty field is empty; in an end
 * field, "present" (in any of the month languages) and "since 2019" are empty too: the entry has not ended.
 * A date it cannot read gets one message, saying what it can read.
 */
export function readMonth(typed: string, { end = false }: { end?: boolean } = {}): ReadMonth {
  const text = typed
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('en')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\s+/g, ' ')
    .replace(/^[-\s]+|\s+$/g, '');
  if (text === '') return { value: '' };
  if (end && ongoing.some((word) => text === word || text.endsWith(` ${word}`))) return { value: '' };
  const from = since.exec(text);
  const date = readDate(from ? from[2]! : text);
  if (from && end && date && 'value' in date) return { value: '' };
  return date ?? { error: unreadableMonth(end) };
}
