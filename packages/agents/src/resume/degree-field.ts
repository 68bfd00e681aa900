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
 * the degree up to its school, a place, a date, a grade or an honour, at most three where the school is not among them. Where the entry names its school
 * on no line yet, only a bare degree's next piece is its field ("B.S., Computer Science, Georgia Tech": the last
 * piece may be the school as well as a place, and is left unread).
 */
export function degreeWithField(parts: readonly string[], degree: string, { school = '', schoolElsewhere = false } = {}): string {
  let at = parts.indexOf(degree);
  // A degree's initials and its name, either way round ("M.F.A., Master of Fine Arts in …", "D.C.D., Doctor of …"), are one degree.
  const written = [degree];
  if (at > 0 && initials.test(parts[at - 1]!)) written.unshift(parts[at - 1]!);
  else if (at >= 0 && initials.test(degree) && parts[at + 1] && degreePattern.test(parts[at + 1]!) && !schoolPattern.test(parts[at + 1]!))
    written.push(parts[++at]!);
  const named = written.join(', ');
  // Every piece between the degree and its school on their line is the field ("A Levels: History, Business Studies,
  // Physical Education – King Edward VII College"); else at most three.
  const schoolAt = school ? parts.findIndex((part, index) => index > at && school.startsWith(part)) : -1;
  // A list of fields ending in its "and" ("B.A., Economics, Politics, and Philosophy") is read to its end.
  const listEnd = parts.findIndex((part, index) => index > at && index <= at + 6 && lastOfList.test(part));
  const most = Math.max(
    listEnd > at ? listEnd - at : 0,
    schoolAt > at ? Math.min(6, schoolAt - at - 1) : school || schoolElsewhere ? 3 : isBare(named) ? 1 : 0,
  );
  const field: string[] = [];
  for (const piece of parts.slice(at + 1, at + 1 + most)) {
    // The year in brackets after a field ("Geography (2014)") is the degree's date, not the field's.
    const part = piece.replace(/\s?\((?:19|20)\d{2}\)$/, '').trimEnd();
    // The last of a list of fields starts with its "and" ("Communication, Culture, and Technology").
    const last = lastOfList.exec(part);
    if (!fieldPiece(last ? part.slice(last[0].length) : part, named) || (school && school.startsWith(part))) break;
    field.push(part);
    if (last) break;
  }
  return [...written, ...field].join(', ');
}

/** A degree's initials, dotted: "M.F.A.", "D.C.D.", "B.Sc.". */
const initials = /^(?:\p{L}{1,3}\.){2,4}$/u;
/** "and" (or "&") before the last of a list, in the languages resumes here are written in. */
const lastOfList = /^(?:and|&|y|e|et|und|en|og|och|oraz|ve)\s+(?=\p{Lu})/u;

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
