import { findHeaderDates } from './dates';
import { onlyDates, withoutDates } from './only-dates';
import { isSentence, type ResumeLine } from './resume-lines';
import { looksLikeRole } from './role-words';
import { splitHeader, trimSeparators } from './split-header';
import { isLocation } from './header-places';

// How a line of a work section reads: a role's dated line (its anchor), a line that can be part of a role's
// header, prose, a place; parse-experience.ts reads roles from them.

export const words = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/** A role's dated line: not a sentence; a bulleted one only when short ("• January 2024 – Present"), as lists of short lines are. */
export function isAnchor(line: ResumeLine) {
  const found = findHeaderDates(line.text);
  // A bullet is a role's dated line with a range ("• January 2024 – Present") or a date alone on it
  // ("• August 2019"), never with a year inside its text ("• … gemäss ISO 9001:2015").
  // A task with a range ("• Grew revenue 40%, from 2018 to 2020, across three regions") is no role: ten words at most.
  const ranged = found !== null && (found.range.current || found.range.start !== found.range.end);
  if (!found || (line.bullet && (words(withoutDates(line.text)) > 10 || (!ranged && !onlyDates(line.text))))) return false;
  // A long header still ends with its dates: "Dota 2 Custom Game Developer — Arcadia Redux (Dota 2 Unofficial) July 2020 – May 2021".
  const endsWithDates = found.index + found.length >= line.text.trimEnd().length - 1 && found.range.start !== found.range.end;
  // A longer one states a range among separated parts ("…dal 2015 ad oggi, ITI Majorana - Grugliasco"), not in a sentence.
  const listsParts = ranged && /,|\s[-–—|]\s/.test(withoutDates(line.text));
  // (A full stop after the dates ends the line, not a sentence of prose: "… as Specialist from Sep 2010 to Mar 2015.")
  return !isSentence(line.text) || ((endsWithDates || listsParts) && !isProse(withoutDates(line.text).replace(/\s+\.$/, '')));
}

const year = (date: string | null | undefined) => (date ? Number(date.slice(0, 4)) : Number.POSITIVE_INFINITY);

/** Only a place (and maybe dates) on the line: "Lille / full remote – 2021–2024". */
export function isPlaceLine(text: string) {
  return isLocation(trimSeparators(withoutDates(text)));
}

/**
 * A place line dated like the role's line beside it ("France / full remote – 2026" over "Chief Product
 * Officer | Mai 2026 – en cours") is part of that role's header, not a role of its own.
 */
export function withoutDatedPlaces(lines: readonly ResumeLine[], anchors: number[]): number[] {
  const rangeOf = (index: number) => findHeaderDates(lines[index]!.text)!.range;
  const isPlace = (index: number) => isPlaceLine(lines[index]!.text);
  const anchored = new Set(anchors);
  return anchors.filter((anchor) => {
    if (!isPlace(anchor)) return true;
    const neighbour = [anchor + 1, anchor - 1].find((index) => anchored.has(index) && !isPlace(index));
    if (neighbour === undefined) return true;
    const [own, other] = [rangeOf(anchor), rangeOf(neighbour)];
    return !(year(own.start) >= year(other.start) && year(own.start) <= year(other.end));
  });
}

/**
 * A resume dates its roles one way: where most dated lines open with their dates ("2014 à 2017 Préparateur méthode",
 * "2008 Programmeur FAO"), a line with a single year among its words ("Server Sharepoint 2013", "migration sql 2008
 * vers sql 2017") names a version or an event, not a role.
 */
export function datedAsTheResumeDates(lines: readonly ResumeLine[], anchors: number[]): number[] {
  const found = anchors.map((anchor) => findHeaderDates(lines[anchor]!.text)!);
  const leads = found.map((dates, at) => trimSeparators(lines[anchors[at]!]!.text.slice(0, dates.index)) === '');
  const leading = leads.filter(Boolean).length;
  if (leading < 3 || leading * 3 < anchors.length * 2) return anchors;
  return anchors.filter((_, at) => leads[at] || found[at]!.range.current || found[at]!.range.start !== found[at]!.range.end);
}

/** Prose rather than a header: a full stop at the end, many words, or a run of seven small words. */
export function isProse(text: string) {
  return (/[.!]$/.test(text) && !abbreviationEnd.test(text)) || words(text) >= 16 || /(?:(?<![\p{L}])\p{Ll}+[\s,]+){7}/u.test(text);
}

/** A line that ends with an abbreviation's full stop ("Fluid Desk Sp. Z O.O.", "Acme Inc."), not a sentence's. */
export const abbreviationEnd = /(?:^|[\s.])(?:\p{Lu}\p{Ll}{0,3}\.|\p{L}\.(?:\p{L}\.)+)$/u;

// A label naming the person one worked under ("Advisor: Jesse N. Weber", "Betreuer: Prof. Müller"), in the eight
// languages: a detail of the role, never its title or its employer.
const supervisorLabel =
  /^(?:(?:faculty |research |thesis |phd |doctoral )?(?:advisor|adviser|supervisor|mentor|principal investigator|pi|manager|reports? to|reporting to|referee|reference)|betreuer(?:in)?|doktorvater|vorgesetzte[rn]?|directeur de th[eè]se|directrice de th[eè]se|encadrant(?:e)?|tuteur|tutrice|responsable|director(?:a)? de tesis|tutor(?:a)?|orientador(?:a)?|relatore|relatrice|supervisore|begeleider|promotor|leidinggevende|promotor(?:ka)?|opiekun)\s*:/iu;

export const namesASupervisor = (text: string) => supervisorLabel.test(text.replace(/^[\s·•–-]+/u, ''));

/**
 * A line that can be part of a role's header: short, not prose; in lower case only when very short
 * ("responsable partenariats"); a bulleted one only when very short.
 */
/** A header's wrapped end that opens with its bracket: "(VodafoneZiggo), Rotterdam" under "Customer-service employee, Conduent". */
const wrappedBracket = (text: string) => /^\([^()]{2,40}\)(?:\s*,\s*[^,;:]{2,40})?$/u.test(text) && words(text) <= 5;

export function headerLike(line: ResumeLine | undefined, listed = false) {
  return (
    line !== undefined &&
    line.text.length <= 140 &&
    !isProse(line.text) &&
    !namesASupervisor(line.text) &&
    (!/^[\p{Ll}(]/u.test(line.text) || (words(line.text) <= 5 && !/[,;:]/.test(line.text)) || wrappedBracket(line.text)) &&
    (!/[.;]$/.test(line.text) || abbreviationEnd.test(line.text)) &&
    // "…Projektteams. Organisation und": two sentences wrapped, not a header.
    !/\p{Ll}{4}\.\s+\p{Lu}/u.test(line.text) &&
    // In a resume written as one list ("• Acme" over "• May 2023 – May 2024"), headers are bulleted too.
    (!line.bullet || words(line.text) <= (listed ? 16 : 8))
  );
}

/** What a header line says: a title, an employer (and place), or both. */
export function says(text: string) {
  const split = splitHeader([text]);
  return { role: looksLikeRole(split.role) || looksLikeRole(text), company: split.company !== '' };
}
