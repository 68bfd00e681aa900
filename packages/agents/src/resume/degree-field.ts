import { degreePattern, schoolPattern } from './degree-and-school-words';
import { looseKey } from '../text/loose-key';
import { normalizeDatePoint } from './dates';
import { isLocation } from './header-places';
import { isKnownCity } from '../places/known-city';

// What a degree's line may say beside the school: its field, honours, a place.
export const besideSchool =
  /^(?:graduat\p{L}*|expected|candidate|in progress|speciali[sz]ation|minors?|majors?|concentrations?|emphasis|focus|track|with|summa|magna|cum|gpa|honou?rs|especializaci[óo]n|mención|schwerpunkt|option|sp[ée]cialit[ée]|[êe]nfase|dean['’]?s|phi beta|distinction|merit|first class|scholar\p{L}*|award\p{L}*|mention)\b/iu;

// The words of a degree that name no field: "Bachelor of Science", "B.S.", "Master of Arts".
const bareDegreeRest =
  /^(?:(?:of|in)\s+(?:science|sciences|arts|fine arts|engineering|laws?|philosophy|business administration|technology|commerce))?$/i;

/** A degree that leaves its field to the next piece ("B.S., Computer Science") rather than naming it ("B.S. Computer Science"). */
export function isBare(degree: string) {
  return bareDegreeRest.test(
    degree
      // Its letters in brackets name no field either: "Master of Science (M.S.)", "Master of Urban Studies (MUS)".
      .replace(/\(\s*[\p{Lu}.\s]{2,10}\)/gu, ' ')
      .replace(degreePattern, '')
      .replace(/[^\p{L}\s]/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

/**
 * A degree with the field written after it on its line ("Associates, Applied Science, Munitions Systems Technology",
 * "Técnico em Edificações, Construção Civil", "B.S. in Mechanical Engineering, Economics (Minor)"): the pieces after
 * the degree up to its school, a place, a date, a grade or an honour, at most three. Where the entry names its school
 * on no line yet, only a bare degree's next piece is its field ("B.S., Computer Science, Georgia Tech": the last
 * piece may be the school as well as a place, and is left unread).
 */
export function degreeWithField(parts: readonly string[], degree: string, { school = '', schoolElsewhere = false } = {}): string {
  const at = parts.indexOf(degree);
  const most = school || schoolElsewhere ? 3 : isBare(degree) ? 1 : 0;
  const field: string[] = [];
  for (const piece of parts.slice(at + 1, at + 1 + most)) {
    // The year in brackets after a field ("Geography (2014)") is the degree's date, not the field's.
    const part = piece.replace(/\s?\((?:19|20)\d{2}\)$/, '').trimEnd();
    if (!fieldPiece(part, degree) || (school && school.startsWith(part))) break;
    field.push(part);
  }
  return [degree, ...field].join(', ');
}

/** A piece that can be a degree's field: capitalised, short, not a school, degree, place, date, grade or honour, not said already. */
function fieldPiece(part: string, degree: string) {
  return (
    /^\p{Lu}/u.test(part) &&
    part.split(/\s+/).length <= 6 &&
    !schoolPattern.test(part) &&
    !degreePattern.test(part) &&
    !isLocation(part) &&
    !isKnownCity(part) &&
    !/\d/.test(part) &&
    !besideSchool.test(part) &&
    normalizeDatePoint(`${part} 2000`) === null &&
    !degree.toLowerCase().includes(part.toLowerCase())
  );
}

/** A phrase written twice in a row ("Business Management Business Management", as one template repeats a field) is said once. */
export function saidOnce(text: string): string {
  return text.replace(/(?<![\p{L}])(\p{Lu}[\p{L}&'’ ]{3,80}?)\s+\1(?![\p{L}])/gu, '$1');
}

/**
 * A school with its degree's field written again after its name ("Strayer University Computer Information Systems"
 * beside "B.S : Computer Information Systems", as one template repeats it) and a country after that: the name alone.
 */
export function schoolWithoutField(school: string, degree: string): string {
  // The field: what the degree says after its first colon or comma.
  const field = looseKey(
    degree
      .split(/\s*[:,]\s*/)
      .slice(1)
      .join(' '),
  );
  const words = school.split(/\s+/);
  for (let from = 1; from < words.length; from++) {
    const tail = words.slice(from).join(' ');
    // "John Jay College of Criminal Justice": a name going on after a small word holds the words.
    if (!/^\p{Lu}/u.test(words[from - 1]!)) continue;
    if (field.length >= 5 && looseKey(tail) === field && schoolPattern.test(words.slice(0, from).join(' '))) {
      const name = words
        .slice(0, from)
        .join(' ')
        .replace(/[\s,;–—-]+$/u, '');
      const pieces = name.split(/\s*,\s*/);
      return pieces.length > 1 && isLocation(pieces.at(-1)!) ? pieces.slice(0, -1).join(', ') : name;
    }
  }
  return school;
}
