import type { PersonalDataKind } from './personal-data-labels';
import { fold } from './personal-data-labels';
import {
  afterSeparator,
  birthPlace,
  bornPhrase,
  bornPlacePhrase,
  bornStar,
  colonNext,
  dateAhead,
  labelPatterns,
  separator,
  valuedLabels,
} from './personal-data-patterns';
import { isAddressLine, labelledPostcode, postBox, postcodeAhead, signedStreetAndTown, streetAndTown, streetInLine } from './street-address-patterns';

// Where on a line personal data stands: each label with its value, birth phrases, street addresses.

type Span = { start: number; end: number; kind: PersonalDataKind; labelled: boolean };

// Words that join the parts of one value: "Britisch & Deutsch", "deutsch und dänisch".
const connectors = new Set(['&', '+', 'and', 'und', 'et', 'y', 'e', 'i', 'en', 'o', 'or', 'oder', 'ou']);

/**
 * Where a value of words ends: up to `count` words, stopping before a word that is itself a label
 * ("Führerschein:", "Name :") and after a parenthesis ("(dual)"), unless the value is `bracketed` (an address's
 * "(PO)"). A `listed` value ("deutsch", "Britisch & Deutsch", "verheiratet, 2 Kinder") is one word, and more only
 * where a comma, a slash or a connector joins them.
 */
function valueWords(rest: string, count: number, listed: boolean, bracketed = false): number {
  const words = /\s*(?:\([^)]{0,40}\)|[^\s(]+)/gy;
  let end = 0;
  let taken = 0;
  let joined = true;
  for (let match = words.exec(rest); match && taken < count; match = words.exec(rest)) {
    const word = match[0].trim();
    if (word.startsWith('(') && !bracketed) {
      if (taken > 0) end = words.lastIndex;
      break;
    }
    if (taken > 0 && (/[:：]$/.test(word) || /^\s*[:：]/.test(rest.slice(words.lastIndex)))) break;
    if (listed && !joined && !connectors.has(word)) break;
    end = words.lastIndex;
    taken++;
    joined = connectors.has(word) || /[,/]$/.test(word);
  }
  return end;
}

// Where a value stops at the latest: the next part of the line, or a dash between words ("Address: X – a project").
const valueStop = new RegExp(`${separator.source}|\\s[–—]\\s`, 'u');

/** Where a labelled value ends, counted from the end of its label: by what the kind of data looks like. */
function valueEnd(kind: PersonalDataKind, rest: string): number {
  const stop = valueStop.exec(rest);
  const bounded = stop ? rest.slice(0, stop.index) : rest;
  switch (kind) {
    case 'birth': {
      const date = dateAhead.exec(bounded);
      if (date) return date[0].length + (birthPlace.exec(bounded.slice(date[0].length))?.[0].length ?? 0);
      return valueWords(bounded, 3, false);
    }
    case 'address': {
      const postcode = postcodeAhead.exec(bounded);
      // "7(1), Main Road, Neivayal (PO), Ramanathapuram (Dt)": an address's brackets are its own.
      return postcode ? postcode[0].length : valueWords(bounded, 12, false, true);
    }
    case 'id':
      return valueWords(bounded, 2, false);
    // A name: "Shri M.S. Chandrawat", "Maria da Silva Santos".
    case 'family':
      return valueWords(bounded, 5, false);
    default:
      return valueWords(bounded, 4, true);
  }
}

// Where a line's parts meet, for an address written as one of them: the separators, and " / " or " – " between places.
const partBreak = new RegExp(`${separator.source}|\\s[/–—]\\s`, 'gu');

/** The parts of a short line that are addresses by themselves ("Am Tierpark 15 · 24. Mai 1981"), as stretches of its key. */
function addressParts(line: string, atTop: boolean): Span[] {
  if (line.length > 300) return [];
  const spans: Span[] = [];
  const cuts = [...line.matchAll(partBreak)].map((cut) => ({ at: cut.index, length: cut[0].length }));
  if (cuts.length === 0) return [];
  // Beside an email address or a phone number ("32-300 Olkusz · ana@example.com"), a postcode and its town are the owner's.
  const owners = atTop || /@|\+?\d[\d ()/.-]{6,}\d/.test(line);
  let from = 0;
  for (const cut of [...cuts, { at: line.length, length: 0 }]) {
    const part = line.slice(from, cut.at);
    if (part.trim() !== '' && isAddressLine(part, owners)) {
      const start = fold(line.slice(0, from)).key.length;
      spans.push({ start, end: start + fold(part).key.length, kind: 'address', labelled: owners });
    }
    from = cut.at + cut.length;
  }
  return spans;
}

/** The stretches of a folded line that state personal data: labels with their values, birth phrases, street addresses. */
export function spansOf(line: string, key: string, atTop: boolean): Span[] {
  const found: Span[] = [];
  const labelled: { start: number; labelEnd: number; kind: PersonalDataKind }[] = [];
  // Every address's shape and every postcode has a number in it: a line without one is not read for them.
  const numbered = /\d/.test(key);
  // Where the line's text begins, after a bullet, a dash or an opening bracket ("[Address: …]"); and what comes just before a label.
  const textStart = key.search(/[^\s\-–—*•·▪►>([{]/u);
  const opensLine = (start: number) => textStart < 0 || start <= textStart;
  const justBefore = (start: number) => key.slice(Math.max(0, start - 12), start);
  for (const { kind, strong, weak, weakCell } of labelPatterns) {
    for (const match of key.matchAll(strong)) {
      const start = match.index;
      const end = start + match[0].length;
      const followedByColon = colonNext.test(key.slice(end, end + 32));
      // A strong label counts at the start of the line, of one of its parts or of a sentence ("… Solteiro. Morador da …"), or
      // before its colon anywhere.
      if (opensLine(start) || afterSeparator.test(justBefore(start)) || /\.\s+$/.test(justBefore(start)) || followedByColon)
        labelled.push({ start, labelEnd: end, kind });
    }
    // A weak label ("Address:", "Age:") starts the line, one of its parts, or a field after another's value
    // ("… 12.03.2003 Adresse: …"), never a phrase ("Information Age: The Emergence of …").
    for (const match of atTop ? [...key.matchAll(weak), ...key.matchAll(weakCell)] : key.matchAll(weak)) {
      const before = justBefore(match.index);
      if (opensLine(match.index) || afterSeparator.test(before) || /[\p{N}.,;)\]]\s*$/u.test(before))
        labelled.push({ start: match.index, labelEnd: match.index + match[0].length, kind });
    }
  }
  labelled.sort((left, right) => left.start - right.start);
  let following = 0;
  labelled.forEach(({ start, labelEnd, kind }) => {
    const punctuation = /^(?:\s*\([^)]{0,20}\))?\s*(?:[:：|·]|[-–](?=\s))?\s*/u.exec(key.slice(labelEnd, labelEnd + 64))![0].length;
    const from = labelEnd + punctuation;
    // The next label after this one's (the labels are in order, so the search only moves forward).
    while (following < labelled.length && labelled[following]!.start < from) following++;
    const next = labelled[following]?.start ?? key.length;
    const end = from + valueEnd(kind, key.slice(from, Math.min(next, from + 200)));
    found.push({ start, end: Math.max(end, from), kind, labelled: true });
  });
  // "Gender (M/F) Female", "Religion Hindu": the value shows the label for what it is.
  for (const { kind, pattern, anywhere } of valuedLabels)
    for (const match of key.matchAll(pattern))
      if (anywhere || opensLine(match.index) || afterSeparator.test(justBefore(match.index)))
        found.push({ start: match.index, end: match.index + match[0].length, kind, labelled: true });
  for (const match of key.matchAll(bornPlacePhrase))
    found.push({ start: match.index, end: match.index + match[0].length, kind: 'birth', labelled: true });
  for (const match of numbered ? key.matchAll(labelledPostcode) : [])
    found.push({ start: match.index, end: match.index + match[0].length, kind: 'address', labelled: true });
  for (const match of key.matchAll(bornPhrase)) {
    const end = match.index + match[0].length;
    found.push({ start: match.index, end: end + (birthPlace.exec(key.slice(end))?.[0].length ?? 0), kind: 'birth', labelled: true });
  }
  const star = bornStar.exec(key);
  if (star)
    found.push({ start: 0, end: star[0].length + (birthPlace.exec(key.slice(star[0].length))?.[0].length ?? 0), kind: 'birth', labelled: true });
  // "#" only where one is written.
  const shapes = !numbered
    ? []
    : key.includes('#')
      ? [streetAndTown, signedStreetAndTown, streetInLine, postBox]
      : [streetAndTown, streetInLine, postBox];
  for (const pattern of shapes)
    for (const match of key.matchAll(pattern))
      found.push({ start: match.index, end: match.index + match[0].length, kind: 'address', labelled: false });
  if (isAddressLine(line, atTop)) found.push({ start: 0, end: key.length, kind: 'address', labelled: false });
  else found.push(...addressParts(line, atTop));
  // Overlapping stretches as one; labelled when any of them is.
  found.sort((left, right) => left.start - right.start || right.end - left.end);
  const merged: Span[] = [];
  for (const span of found) {
    const last = merged.at(-1);
    if (last && span.start <= last.end) {
      last.end = Math.max(last.end, span.end);
      last.labelled ||= span.labelled;
    } else merged.push({ ...span });
  }
  return merged;
}
