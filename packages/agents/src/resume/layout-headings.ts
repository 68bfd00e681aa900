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
 * style when two known headings share it; never the body's own, never a job title or the name.
 */
export function visualHeadings(layout: readonly LayoutLine[], name: string): Set<string> {
  const body = bodySize(layout);
  const styles = new Map<string, number>();
  for (const line of layout)
    if (headingShaped(line.text) && headingKind(line.text) !== null) styles.set(styleOf(line), (styles.get(styleOf(line)) ?? 0) + 1);
  const headingStyles = new Set([...styles].filter(([, count]) => count >= 2).map(([style]) => style));
  const headings = new Set<string>();
  for (const line of layout) {
    const plainBody = Math.abs(line.size - body) < 0.5 && !line.bold && !isCaps(line.text);
    if (plainBody || !headingStyles.has(styleOf(line)) || !headingShaped(line.text)) continue;
    if (lineKey(line.text) === lineKey(name) || looksLikeRole(line.text)) continue;
    headings.add(lineKey(line.text));
  }
  return headings;
}

/**
 * The kind of a section whose heading's words are unknown, from what it holds: degrees make it education; dated
 * lines with job titles, experience; anything else is another section.
 */
export function kindByContent(lines: readonly string[]): SectionKind {
  const degrees = lines.filter((line) => degreePattern.test(line)).length;
  const dated = lines.filter((line) => line.length < 160 && findDateRange(line) !== null).length;
  const roles = lines.filter((line) => line.length < 120 && looksLikeRole(line)).length;
  if (degrees > 0 && degrees >= roles) return 'education';
  if (dated > 0 && roles > 0) return 'experience';
  return 'other';
}
