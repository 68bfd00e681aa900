import { findHeaderDates } from './dates';
import { isDuration, trimSeparators } from './split-header';
import { isLocation } from './header-places';
import { isKnownCity, isKnownRegion } from '../places/known-city';

/** The line without its dates ("Acme, Austin  2011 – 2012" → "Acme, Austin  "). */
export function withoutDates(text: string) {
  const found = findHeaderDates(text);
  return found ? text.replace(found.range.text, ' ') : text;
}

/** The line without its dates and how long they lasted ("julho de 2024 - Present (3 meses)" → ""). */
const withoutDatesAndDuration = (text: string) => withoutDates(text).replace(/\([^()]*\)/g, (bracket) => (isDuration(bracket) ? ' ' : bracket));

/** Only dates (and separators) on the line: the role (or the degree) is said on the lines around it. */
export function onlyDates(text: string) {
  return withoutDatesAndDuration(text).replace(/[\s|•·,–—()-]+/g, '') === '';
}

/** Dates and where the role was, nothing else: "março de 2009 - julho de 2014 (5 anos 5 meses) São Paulo". */
export function datesAndPlace(text: string) {
  // (Trimmed by a scan: a pattern anchored at the end costs time in the square of a long run of separators.)
  const rest = trimSeparators(withoutDatesAndDuration(text).replace(/[()]/g, ' '));
  return findHeaderDates(text) !== null && rest !== '' && (isLocation(rest) || isKnownCity(rest) || isKnownRegion(rest));
}
