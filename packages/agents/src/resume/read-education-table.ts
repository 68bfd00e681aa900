import type { EducationEntry } from '@seeker/contract';
import type { ResumeLine } from './resume-lines';
import { splitHeader } from './split-header';

const cells = (text: string) =>
  text
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => cell.trim());
const degreeColumn =
  /^(?:degree|qualification|program(?:me)?|course|studies|ausbildung|abschluss|studium|weiterbildung|titulo|título|titulación|estudios|curso|diplôme|diplome|formation|dipl[oô]me|grau|curso)\b/iu;
const schoolColumn =
  /^(?:school|institution|university|college|institut|institución|institucion|centro|schule|hochschule|universität|établissement|etablissement|école|ecole|instituição|instituicao|escola)\b/iu;
const datesColumn = /^(?:dates?|period|years?|zeitraum|jahr|fecha|periodo|período|année|annee|dates|ano)\b/iu;

/**
 * A table written as text ("| Zeitraum | Ausbildung | Institution |", a rule, and one row per
 * entry): each row an entry, read by what its column heading says. Null when the lines are no such table.
 */
export function readEducationTable(lines: readonly ResumeLine[]): EducationEntry[] | null {
  // The rule under the headings may be gone already (read as a separator line).
  const rows = lines.filter((line) => line.text.startsWith('|') && !/^[\s:|-]+$/.test(line.text));
  if (rows.length < 2) return null;
  const headings = cells(rows[0]!.text);
  const column = (pattern: RegExp) => headings.findIndex((heading) => pattern.test(heading));
  const [degreeAt, schoolAt, datesAt] = [column(degreeColumn), column(schoolColumn), column(datesColumn)];
  if (degreeAt < 0 && schoolAt < 0) return null;
  return rows.slice(1).map((row) => {
    const values = cells(row.text);
    const at = (index: number) => (index >= 0 ? (values[index] ?? '') : '');
    const rest = values.filter((_, index) => index !== degreeAt && index !== schoolAt && index !== datesAt && values[index] !== '');
    return { degree: at(degreeAt), school: at(schoolAt), dates: splitHeader([at(datesAt)]).dates, details: rest, written: [row.text] };
  });
}
