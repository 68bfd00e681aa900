import { bodySize, type LayoutLine } from '../documents/layout/layout-line';
import { findDateRange } from './dates';
import { degreePattern } from './degree-and-school-words';
import { headingKind, type SectionKind } from './resume-headings';
import { looksLikeRole } from './role-words';

/** A line as the layout and the text are compared: spaces made one, trimmed. */
export const lineKey = (text: string) => text.replace(/\s+/g, ' ').trim();

const isCaps = (text: string) => text === text.toUpperCase() && /\p{Lu}/u.test(text);
/** How a line is set: its size to the half point, its weight, capitals or not. */
const styleOf = (line: LayoutLine) => `${Math.round(line.size * 2) / 2}|${line.bold}|${isCaps(line.text)}`;
const headingShaped = (text: string) => text.length <= 40 && text.split(' ').length <= 5 && !/\d/.test(text) && !/[.,;]$/.test(text);

/**
 * The lines set as this document sets its headings (decision 0043): a document's known headings ("EXPERIENCE",
 * "Ausbildung") show its heading style (size, weight, capitals); another short line in that style, set apart from
 * the body, is a heading too, whatever its words ("RESEARCH INTERESTS", "ERHVERS ERFARING"). A style is a heading
 * style when two known headings share it, or one does and it is set larger than the body on three short lines or more;
 * never the body's own, never a job title or the name.
 */
export function visualHeadings(layout: readonly LayoutLine[], name: string): Set<string> {
  const body = bodySize(layout);
  const headingStyles = headingStylesOf(layout);
  const headings = new Set<string>();
  const dated = layout.map((line) => findDateRange(line.text) !== null);
  // A line beside dates heads an entry: dated itself, or close under a dated line ("Maart - April 2020" set at the right).
  const besideDates = (index: number) => dated[index] === true || (dated[index - 1] === true && layout[index]!.gap < 1);
  layout.forEach((line, index) => {
    const plainBody = Math.abs(line.size - body) < 0.5 && !line.bold && !isCaps(line.text);
    if (plainBody || !headingStyles.has(styleOf(line)) || !headingShaped(line.text)) return;
    if (lineKey(line.text) === lineKey(name) || looksLikeRole(line.text)) return;
    if (headingKind(line.text) === null && besideDates(index)) return;
    headings.add(lineKey(line.text));
  });
  return headings;
}

/** The styles this document sets its headings in (see visualHeadings). */
function headingStylesOf(layout: readonly LayoutLine[]): Set<string> {
  const body = bodySize(layout);
  const styles = new Map<string, number>();
  // A known heading's words set close under the line above are a wrapped name ("Fullerton College" over
  // "Publications"), not a heading: a heading is set apart, or opens its block.
  const setApart = (line: LayoutLine) => line.gap === 0 || line.gap >= 0.5;
  for (const line of layout)
    if (headingShaped(line.text) && headingKind(line.text) !== null && setApart(line))
      styles.set(styleOf(line), (styles.get(styleOf(line)) ?? 0) + 1);
  // A style one known heading shows is a heading style too where it is set larger than the body and three or more
  // short lines share it ("RESUMÉ" over "KOMPETENCER", "UDDANNELSE": headings in words not known).
  const shared = new Map<string, number>();
  for (const line of layout) if (headingShaped(line.text)) shared.set(styleOf(line), (shared.get(styleOf(line)) ?? 0) + 1);
  const larger = (style: string) => Number(style.split('|')[0]) >= body + 1;
  return new Set([...styles].filter(([style, count]) => count >= 2 || (larger(style) && (shared.get(style) ?? 0) >= 3)).map(([style]) => style));
}

/**
 * Lines whose words name a section ("Publications") that the page sets as the body around them, close under a line
 * of theirs in the same style ("Fullerton College" over "Publications", an employer's name wrapped), in a document
 * that sets its headings apart in a style of their own: they are no headings. Never a line the page also sets as a heading.
 */
export function wrappedHeadingWords(layout: readonly LayoutLine[]): Set<string> {
  const headingStyles = headingStylesOf(layout);
  if (headingStyles.size === 0) return new Set();
  const wrapped = new Set<string>();
  const headings = new Set<string>();
  layout.forEach((line, index) => {
    if (headingKind(line.text) === null) return;
    const above = layout[index - 1];
    const close = above !== undefined && line.gap > 0 && line.gap < 0.5 && styleOf(above) === styleOf(line);
    if (close && !headingStyles.has(styleOf(line))) wrapped.add(lineKey(line.text));
    else headings.add(lineKey(line.text));
  });
  return new Set([...wrapped].filter((key) => !headings.has(key)));
}

/**
 * The kind of a section whose heading's words are unknown, from what it holds: degrees make it education; dated
 * lines with job titles, experience (unless its heading names service, volunteering or activities); anything else
 * is another section.
 */
// Headings of sections that list what is not paid work, whatever dates and titles they hold: service, and what a
// person wrote, presented or was given (a journal article's authors and year are no role).
const notWorkHeading =
  /\b(?:service|services|volunteer\p{L}*|community|activities|mentoring|outreach|membership\p{L}*|affiliations?|b[ée]n[ée]volat|voluntariado|voluntariato|ehrenamt\p{L}*|vrijwilliger\p{L}*|wolontariat|publications?|articles?|papers?|books?|chapters?|presentations?|talks?|posters?|grants?|awards?|hono(?:u)?rs?|patents?|exhibitions?|publikation\p{L}*|veröffentlichung\p{L}*|publicac\p{L}*|publicaç\p{L}*|pubblicazion\p{L}*|publicaties|publikacje|artículos|artigos|articoli|vorträge|ponencias|auszeichnungen|premios|prix|prémios|premi)\b/iu;

export function kindByContent(lines: readonly string[], heading = ''): SectionKind {
  if (notWorkHeading.test(heading)) return 'other';
  const degrees = lines.filter((line) => degreePattern.test(line)).length;
  const dated = lines.filter((line) => line.length < 160 && findDateRange(line) !== null).length;
  const roles = lines.filter((line) => line.length < 120 && looksLikeRole(line)).length;
  // Degrees on a fifth of the lines or more: a list of students' degrees under "Research Mentoring" is not one.
  if (degrees > 0 && degrees >= roles && degrees * 5 >= lines.length) return 'education';
  if (dated > 0 && roles > 0) return 'experience';
  return 'other';
}
