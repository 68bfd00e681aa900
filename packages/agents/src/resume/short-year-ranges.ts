import type { DateRange } from '@seeker/contract';

// "2007-10": a month (October 2007) or two years (2007 to 2010) written the short way. "2014-15" can only be years.
const yearAndTwoDigits = /^((?:19|20)(\d{2}))\s*[-–]\s*(\d{2})$/;
const shortRanges = /(?<![\p{L}\p{N}/.-])(?:19|20)(\d{2})\s*[-–]\s*(\d{2})(?![\p{L}\p{N}/.-])/gu;

/** Dates written "YYYY-NN" where NN could be a month or the last two digits of a later year. */
export function isYearOrRange(dates: DateRange | null | undefined): boolean {
  const found = dates ? yearAndTwoDigits.exec(dates.text.trim()) : null;
  return found !== null && Number(found[3]) <= 12 && Number(found[3]) > Number(found[2]);
}

/** The resume writes ranges of years the short way: some "YYYY-NN" of it can only be years ("2014-15", "2011-13"). */
export function writesShortYearRanges(text: string): boolean {
  for (const found of text.matchAll(shortRanges)) if (Number(found[2]) > 12 && Number(found[2]) > Number(found[1])) return true;
  return false;
}

/**
 * "2007-10" in a resume that writes "2014-15" and "2011-13" beside its other roles is 2007 to 2010, as the resume's own
 * way of writing dates says, not October 2007.
 */
export function asShortYearRange(dates: DateRange): DateRange {
  const found = yearAndTwoDigits.exec(dates.text.trim())!;
  return { ...dates, start: found[1]!, end: `${found[1]!.slice(0, 2)}${found[3]}`, current: false };
}
