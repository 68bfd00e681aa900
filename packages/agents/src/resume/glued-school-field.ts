import { isSchoolWord, schoolPattern } from './degree-and-school-words';
import { isKnownCity } from '../places/known-city';

// The endings of the nouns that name a field of study in English ("Journalism", "Marketing", "Psychology",
// "Leadership", "Administration", "Architecture", "Geography", "Economics", "Finance", "Science"), and the few field
// words without one: a school's own name seldom ends so ("Walden", "Southern Illinois", "Troy"). Not "-ry": as many
// adjectives that name schools end so ("Military", "Primary", "Preparatory") as fields ("Chemistry", "History").
const fieldEnding = /(?:ology|ics|ism|ing|ment|tion|sion|ship|ure|phy|ence|ance|ies)$/i;
const fieldWord = /^(?:arts?|design|law|business|general|degree|technology|studies|science|sciences|chemistry|history|dentistry|forestry)$/i;
// The small words a field's name holds ("Counseling and Clinical Psychology", "Teaching of English").
const joiningWord = /^(?:and|&|of|in|for|with|the)$/i;
// A school's own word is never the field's, whatever its ending ("University", "Academy").
const isFieldWord = (word: string) => !isSchoolWord(word) && (fieldWord.test(word) || fieldEnding.test(word));

/**
 * A school's name with the field studied glued before it, as one line writes "Degree : Field School - City"
 * ("Leadership Walden University", "Journalism Southern Illinois University", "Secondary Education University of
 * Washington", "BCIS degree Northlake College"): the field and the school apart, where a word that names a field is
 * followed by a capitalised word that does not and begins a school's name of two words or more. The last such place
 * is taken ("Applied Science Architecture Technology" | "Wake Technical Community College"); undefined where there is none.
 */
export function fieldBeforeSchool(text: string): { field: string; school: string } | undefined {
  const words = text.trim().split(/\s+/);
  if (words.length < 3 || words.length > 16 || /\d/.test(text)) return undefined;
  for (let at = words.length - 2; at >= 1; at--) {
    const [before, first] = [words[at - 1]!, words[at]!];
    if (!isFieldWord(before) || isFieldWord(first) || !/^\p{Lu}/u.test(first)) continue;
    // A school's word opens a school's name only before "of" ("University of Washington"; "Business School Lausanne" is one name).
    if (isSchoolWord(first) && !/^(?:of|de|di|du|des|der|for)$/i.test(words[at + 1] ?? '')) continue;
    const school = words.slice(at).join(' ');
    const field = words.slice(0, at);
    if (!schoolPattern.test(school)) continue;
    // The field is capitalised words and the small words between them, as a field's name is written, opening with a capital.
    if (!/^\p{Lu}/u.test(field[0]!) || !field.every((word) => /^\p{Lu}/u.test(word) || joiningWord.test(word) || /^degree$/i.test(word))) continue;
    return { field: field.join(' '), school };
  }
  return undefined;
}

/**
 * The degree and school of an entry whose school was read with its field glued before it, where the line writes the
 * degree and a colon right before that field, as a template does ("Master of Science : Leadership Walden University"):
 * the degree as written up to the field's end ("Master of Science : Leadership") and the school; the two as they were
 * otherwise. Never without a degree on the line, and never a field the gazetteer knows as a place: a school's own name
 * may open with a word that ends as fields do ("Bowling Green State University", "Lansing Community College").
 */
export function withFieldApartFromSchool(degree: string, school: string, lines: readonly string[]): { degree: string; school: string } {
  const apart = fieldBeforeSchool(school);
  if (!apart) return { degree, school };
  const glued = `${apart.field} ${apart.school}`;
  const line = lines.find((text) => text.includes(glued));
  if (!line) return { degree, school };
  const gluedAt = line.indexOf(glued);
  if (!degree || isKnownCity(apart.field.split(/\s+/)[0]!)) return { degree, school };
  const degreeAt = line.lastIndexOf(degree, gluedAt);
  // Only the colon a template sets between a degree and its field stands between them ("B.S : Journalism").
  if (degreeAt < 0 || !/^\s*:\s*$/.test(line.slice(degreeAt + degree.length, gluedAt))) return { degree, school };
  return { degree: line.slice(degreeAt, gluedAt + apart.field.length).trim(), school: apart.school };
}
