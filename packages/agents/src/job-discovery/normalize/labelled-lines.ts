import { withoutAccents } from '../../text/without-accents';
import { readCustomFields, type CustomFieldFindings } from '../sources/read-custom-fields';
import { detectWorkplace } from './detect-workplace';

const maxLines = 300;
/** "Work model: Hybrid", "Standort: München (hybrid)": a short name, a colon, a short value. */
const labelledLine = /^\s*(?:[-•*]\s*)?(\p{L}[\p{L}\p{N} /&'’-]{1,40}?)\s*[:：]\s*(\S.{0,120})$/u;
/** Longer than this a line is no field, and is not matched at all (a long run of spaces would cost the pattern time). */
const maxLineLength = 200;
/** A value longer than this is prose under a bold lead-in ("Flexibility: Flexible hours and options for…"), not a field. */
const maxValueWords = 8;
// A place named by a line's label: its value is read as a location is ("Parker, CO (Hybrid)", "Remote - US").
const placeName =
  /^(?:(?:job|work|office|primary|role)\s+)?(?:location|locations|place of work|standort|arbeitsort|einsatzort|lieu|lieu de travail|ubicacion|localizacion|localizacao|local de trabalho|sede|luogo di lavoro|locatie|standplaats|werklocatie|lokalizacja|miejsce pracy)$/;

/**
 * What a description states in labelled lines, as an employer's form would in fields ("Location: Parker, CO
 * (Hybrid)", "Work model: Remote", "Employment type: Part-time", "Anstellungsart: Vollzeit"): the way of
 * working and the job type, read as custom fields are (read-custom-fields). Pay lines are left to the
 * description's pay reader, which weighs every amount in them.
 */
export function readLabelledLines(text: string): Pick<CustomFieldFindings, 'workplace' | 'remote' | 'employmentType'> {
  const fields = text
    .split('\n', maxLines)
    .map((line) => (line.length <= maxLineLength ? labelledLine.exec(line) : null))
    .filter((match): match is RegExpExecArray => match !== null && match[2]!.split(/\s+/).length <= maxValueWords)
    .map(([, name = '', value = '']) => {
      const label = withoutAccents(name).toLowerCase().replace(/\s+/g, ' ').trim();
      if (!placeName.test(label)) return { name, value };
      const workplace = detectWorkplace({ location: value, title: '' });
      return { name: 'Workplace', value: workplace ?? '' };
    });
  const { workplace, remote, employmentType } = readCustomFields(fields);
  return { workplace, remote, employmentType };
}
