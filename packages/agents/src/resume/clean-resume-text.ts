import { findDateRange, isOpenEnd } from './dates';
import { isLocation } from './header-places';
import { isKnownCity } from '../places/known-city';
import { schoolPattern } from './degree-and-school-words';

// Icon fonts draw their glyphs from the Private Use Area; a PDF's text layer gives them as those code
// points, which print as nothing or as boxes. Emoji and pictographs beside contact details are icons too.
const iconGlyphs = /[\uE000-\uF8FF\uFFFD\u{F0000}-\u{FFFFD}]|[\u{1F300}-\u{1FAFF}\u2600-\u26FF\u2700-\u27BF](?<![✓✔➢►])\uFE0F?/gu;
// Iconify names written as text by resume templates ("carbon:location-heart-filled France"): an icon set's
// prefix, a colon and the icon's name, with no space; the common sets only, so "Note:x" stays.
const iconNames = new RegExp(
  `(?<![\\w:/.-])(?:${['carbon', 'mdi', 'fa', 'fa-solid', 'fa-regular', 'fa-brands', 'fa6-solid', 'fa6-regular', 'fa6-brands', 'fluent', 'tabler', 'ph', 'lucide', 'material-symbols', 'ic', 'bi', 'ri', 'ion', 'heroicons', 'simple-icons', 'logos', 'octicon', 'bx', 'bxl', 'bxs', 'akar-icons', 'eva', 'feather', 'iconoir', 'uil', 'la', 'ant-design', 'clarity', 'codicon', 'devicon', 'skill-icons', 'twemoji', 'noto', 'openmoji', 'solar', 'mingcute', 'line-md', 'academicons', 'game-icons'].join('|')}):[a-z][a-z0-9]*(?:-[a-z0-9]+)*(?![\\w:/.-])`,
  'g',
);
// A date range set at the right edge and read glued to the words before it: "School of2023 – 2025".
const gluedYear = /(\p{Ll})((?:19|20)\d{2}\s?[-–—])/gu;
// A symbol between two pieces of a line is a separator: "Lima ⋄ +51 999 ⋄ ana@example.com".
const inlineSeparators = /\s+[⋄◆♦◇▪●○■□➤|]\s+/g;
const pageNumber = /^(?:(?:page|página|pagina|seite|p\.)\s*)?[-–(]?\s*\d{1,2}\s*(?:(?:\/|of|de|von|sur|da)\s*\d{1,2})?\s*[-–)]?$/i;
const dateOnly = /^[\s(]*(?:[-–—]\s*)?(.+?)[\s)]*$/;

/**
 * A resume's extracted text made readable before it is parsed: icon glyphs removed, separators between
 * contact details made plain, page numbers ("1/2", "Page 2 of 3", "- 2 -") dropped, and a date range
 * broken over two lines ("June 2022 –" over "Present") joined. Words are never changed.
 */
export function cleanResumeText(text: string): string {
  const lines = withoutMarkup(text.normalize('NFC').replace(/\r\n?/g, '\n'))
    .split('\n')
    // Icons out, then runs of blanks (spaces, tabs, em spaces) to two at most: every later pattern then
    // costs time in proportion to the text, whatever a hostile document holds.
    .map((line) =>
      line
        .replace(iconGlyphs, ' ')
        .replace(iconNames, ' ')
        .replace(/[^\S\r\n]{3,}/g, '  ')
        .replace(inlineSeparators, ' | ')
        .replace(gluedYear, '$1 $2')
        .trimEnd(),
    );
  const kept: string[] = [];
  for (const raw of lines) {
    const line = latestLast(raw);
    const trimmed = line.trim();
    // Page numbers, and rules drawn with characters ("======" under a heading, "-----" between parts).
    if (pageNumber.test(trimmed) || /^[=\-_*~#·•.]{3,}$/.test(trimmed.replace(/\s+/g, ''))) continue;
    const previous = kept.at(-1);
    // "December 2016" over "to" over "Current": a range written down a narrow column, a piece a line, is one range.
    const start = kept.at(-2);
    if (start !== undefined && previous !== undefined && stackedRange(start.trim(), previous.trim(), trimmed)) {
      kept.splice(-2, 2, `${start.trim()} ${previous.trim()} ${trimmed}`);
      continue;
    }
    // "June 2022 –" over "PresentSoftware Engineer, Google": the end of the range glued to the next line's start.
    const glued = /^(present|current|now|today|actualidad|presente|heute|atual|aujourd'hui)(?=\p{Lu})/iu.exec(trimmed);
    if (previous !== undefined && glued && /[-–—]\s*$/.test(previous) && findDateRange(previous)) {
      kept[kept.length - 1] = `${previous.trimEnd()} ${glued[1]}`;
      kept.push(trimmed.slice(glued[1]!.length));
      continue;
    }
    // "Regensburg," over "Deutschland" (a blank line between where each is a paragraph): a place a narrow column
    // wrapped at its comma is one place.
    const written = kept.findLastIndex((line) => line.trim() !== '');
    if (trimmed !== '' && written >= kept.length - 2 && /\S,$/.test(kept[written] ?? '') && isLocation(`${kept[written]!.trim()} ${trimmed}`)) {
      kept.splice(written, kept.length - written, `${kept[written]!.trim()} ${trimmed}`);
      continue;
    }
    // "Department of Evolutionary Biology, University" over "Zürich": a school's word alone ends a line that a narrow
    // column wrapped before the city the school is named by ("Universität Zürich", "Hochschule Luzern").
    if (previous !== undefined && schoolWordAtEnd.test(previous) && isKnownCity(trimmed)) {
      kept[kept.length - 1] = `${previous.trimEnd()} ${trimmed}`;
      continue;
    }
    // "2022-07 Programista Fullstack" over "- obecnie": a range's end set under its start in a column of dates.
    const underStart = previous !== undefined && /^[-–—]\s*\S/.test(trimmed) ? rangeUnderItsStart(previous, trimmed) : undefined;
    if (underStart !== undefined) {
      kept[kept.length - 1] = underStart;
      continue;
    }
    if (previous !== undefined && /[-–—]\s*$/.test(previous) && findDateRange(previous) && continuesRange(previous, trimmed)) {
      kept[kept.length - 1] = `${previous.trimEnd()} ${trimmed.replace(/^[-–—]\s*/, '')}`;
      continue;
    }
    kept.push(line);
  }
  return kept.join('\n');
}

/** A line that ends with a school's word alone, after a comma or as the whole line ("…, University", "Hochschule"). */
const schoolWordAtEnd = new RegExp(`(?:^|,\\s*)(?:${schoolPattern.source})\\s*$`, schoolPattern.flags);

/**
 * A line that is only a range written with "now" first, as a timeline stacks its dates ("Maintenant – SEPT. 2018"),
 * written with "now" last; any other line as it is. Two dates written the later first stay so ("November 2025 – January
 * 2025" may be a slip of the year as well as a timeline's order): the check step shows them as written.
 */
function latestLast(line: string): string {
  const pieces = /^(\s*)([^–—-]{3,25}?)\s+[-–—]\s+([^–—-]{3,25})$/.exec(line);
  if (!pieces) return line;
  const [, indent, first, second] = pieces as unknown as [string, string, string, string];
  const found = findDateRange(second);
  const point = found !== null && found.index === 0 && found.length >= second.trim().length - 1 && found.range.start === found.range.end;
  return point && isOpenEnd(first) ? `${indent}${second.trim()} – ${first.trim()}` : line;
}

/** A date point, a short word that joins ("to", "bis", "à", "–") and a date point or "now": one range, read whole. */
function stackedRange(start: string, joiner: string, end: string) {
  if (joiner.length > 5 || /[\d\p{Lu}]/u.test(joiner) || start.length > 20 || end.length > 20) return false;
  const joined = `${start} ${joiner} ${end}`;
  const found = findDateRange(joined);
  return found !== null && found.index === 0 && found.length >= joined.length - 1 && found.range.start !== found.range.end;
}

// "June 2022 –" followed by "Present" or "May 2024": the second line finishes the first's range.
function continuesRange(previous: string, line: string) {
  const candidate = dateOnly.exec(line)?.[1] ?? '';
  if (candidate === '' || candidate.length > 30) return false;
  // The second line is a date or "now" itself: "2016–" over "• Built the app" is an open range over a bullet.
  const own = findDateRange(candidate);
  if (!isOpenEnd(candidate) && (own === null || own.length < candidate.length - 2)) return false;
  const joined = findDateRange(`${previous.trimEnd()} ${candidate}`);
  return joined !== null && joined.range.start !== joined.range.end && joined.index + joined.length >= previous.trimEnd().length;
}

/** The line above with the range it opens finished by the line under it ("2022-07 – obecnie Programista Fullstack"), or undefined. */
function rangeUnderItsStart(previous: string, line: string): string | undefined {
  const opening = /^\s*(\S+(?:\s\S+)?)\s+\S/u.exec(previous);
  const end = line.replace(/^[-–—]\s*/, '').trim();
  if (!opening || end.length > 30) return undefined;
  // The start is the line's first word or two, a date alone: "2022-07", "Mar 2019".
  const start = [opening[1]!.split(' ')[0]!, opening[1]!].find((piece) => {
    const own = findDateRange(piece);
    return own !== null && own.index === 0 && own.length === piece.length && own.range.end === own.range.start && !own.range.current;
  });
  if (start === undefined) return undefined;
  const joined = findDateRange(`${start} – ${end}`);
  if (joined === null || joined.index !== 0 || joined.length < `${start} – ${end}`.length - 1 || joined.range.start === joined.range.end)
    return undefined;
  return `${start} – ${end} ${previous.trim().slice(start.length).trim()}`;
}

/**
 * A resume pasted as markdown or HTML, as it reads: no front matter or template tags, no heading marks,
 * emphasis or tags. The words are kept.
 */
function withoutMarkup(text: string): string {
  return text
    .replace(/^---\n[\s\S]{0,4000}?\n---\n/, '')
    .replace(/\{%[^%\n]{0,200}%\}|\{\{[^}\n]{0,200}\}\}/g, ' ')
    .replace(/<\/?[a-z][a-z0-9]{0,10}(?:\s[^<>\n]{0,200})?>/gi, ' ')
    .replace(/^[ \t]{0,3}#{1,6}[ \t]+/gm, '')
    .replace(/\*\*|__/g, '');
}
