import { withoutAccents } from '../text/without-accents';
import { headings } from './heading-names';
import { degreePattern } from './degree-and-school-words';

export type SectionKind = 'summary' | 'experience' | 'education' | 'skills' | 'other';

// "Research experience", "Teaching Experience", "Clinical experience": roles under another name; the
// volunteer and leadership kinds stay apart, as their own sections.
const experienceOfAKind = /^(?:[a-z]+ ){0,2}(?:experience|experiences|experiencia|erfahrung|esperienza|esperienze|ervaring)$/;
const notWork = /\b(?:volunteer|volunteering|leadership|project|projects|extracurricular)\b/;

const namedKinds: [RegExp, SectionKind][] = [
  [
    /\b(?:experience|experiences|employment|appointments|positions|work history|jobs|career|laufbahn|erfahrung|erfahrungen|berufserfahrung|[a-z]+ervaringen|[a-z]+erfahrungen|experiencia|experiencias|trayectoria|esperienza|esperienze|werkervaring|ervaring|doswiadczenie|erfaring|erhvervserfaring|arbejdserfaring|arbeidserfaring|erfarenhet|arbetslivserfarenhet|yrkeserfarenhet|deneyim|deneyimi|deneyimleri)\b/,
    'experience',
  ],
  [
    /\b(?:education|weiterbildung|weiterbildungen|fortbildung|fortbildungen|ausbildung|studium|formation|formacion|formacao|educacion|educacao|estudios|istruzione|opleiding|onderwijs|wyksztalcenie|edukacja|uddannelse|uddannelser|utbildning|utdanning|egitim|ogrenim)\b/,
    'education',
  ],
  [
    /\b(?:skills|competencies|kenntnisse|kompetenzen|competences|habilidades|competencias|conocimientos|conhecimentos|competenze|vaardigheden|umiejetnosci|kompetencje|kompetencer|faerdigheder|kompetenser|fardigheter|kunskaper|ferdigheter|kompetanse|yetenekler|beceriler|yetkinlikler)\b/,
    'skills',
  ],
];
// Words that name education only as an adjective: beside a noun that names a kind, the noun's kind is the heading's
// ("Academic Appointments" lists positions, "Academic Background" degrees); in a longer line they are a name's
// ("Centro Universitário Fundação Santo André" is a school).
const educationAdjectives =
  /\b(?:academic|academica|academicas|academico|academicos|academique|accademica|akademische|universitaire|universitario|universitaria|educational|educacional|educativa|educativo)\b/;

/** "Volunteer Experience", "Project experience": another kind of experience; "Work Experience and Projects", "Work/Project Experience" are work first. */
const otherExperience = (key: string) => {
  const other = key.search(notWork);
  // "Relevant Work/Project Experience": work named first is work.
  const work = key.search(/\bwork\b/);
  if (work >= 0 && work < other) return false;
  return other >= 0 && other < Math.max(0, key.search(namedKinds[0]![0]));
};

const kindOf = new Map<string, SectionKind>();
for (const [kind, names] of Object.entries(headings) as [SectionKind, string[]][]) for (const name of names) kindOf.set(name, kind);
const known = [...kindOf.keys()];
const knownSingleWords = known.filter((name) => !name.includes(' '));
const gluedNames = new Map(known.filter((name) => name.includes(' ')).map((name) => [name.replace(/ /g, ''), kindOf.get(name)!]));

/** A heading as compared: lower case, accents off, "&" as "and", punctuation as spaces. */
export function headingKey(line: string) {
  return (
    withoutAccents(line)
      .toLowerCase()
      // Letters that are not a base letter and a mark ("ł", "ß", "ø") are written as their base letters.
      .replace(/ł/g, 'l')
      .replace(/ß/g, 'ss')
      .replace(/ø/g, 'o')
      .replace(/æ/g, 'ae')
      .replace(/ı/g, 'i')
      .replace(/&/g, 'and')
      .replace(/[^a-z ]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** The section a line opens ("WORK EXPERIENCE", "Skills:", "EXPERIENCIA", "TECHINCAL SKILLS"), or null for any other line. */
/** A heading written as one we know, word for word ("Education", "Berufserfahrung"), not one read from the words in it. */
export const isKnownHeading = (line: string) => kindOf.has(headingKey(line));

export function headingKind(line: string, within?: SectionKind | 'contact'): SectionKind | null {
  // A heading is short, starts with a capital and ends without a full stop: "projects." is a line of text that wrapped.
  const letters = line.replace(/^[^\p{L}]+/u, '');
  // A heading is no quotation: "“Games in Education: A Cultural Perspective”" is a talk's title.
  if (line.length > 48 || /[.,;]$/.test(line.trim()) || /^[“"«„‘‹]/u.test(line.trim())) return null;
  const key = headingKey(line);
  if (key === '') return null;
  const exact = kindOf.get(key);
  // A design set in lower case ("experience", "skills") writes its headings so: a known heading of three words at most.
  if (!/^\p{Lu}/u.test(letters)) return exact && line === line.toLowerCase() && key.split(' ').length <= 3 ? exact : null;
  if (exact) return exact;
  // A known heading with a word that only qualifies it: "Projects Handled", "Key Projects", "Profile Summary".
  const qualified =
    key.split(' ').length <= 3
      ? kindOf.get(
          key
            .split(' ')
            .filter((word) => !qualifiers.has(word))
            .join(' '),
        )
      : undefined;
  if (qualified) return qualified;
  if (experienceOfAKind.test(key)) return otherExperience(key) ? 'other' : 'experience';
  // Headings joined ("Awards and Certificates", "Certifications & Education", "Fort- und Weiterbildung"):
  // a heading wherever it stands; the kind is the first that is not "other".
  // (Or set apart by a hyphen, slash, comma or plus: "Honors-Awards", "Skills / Languages".)
  const joined = joinedHeadingKind(key, /\p{L}\s*[-/,+|]\s*\p{L}/u.test(line));
  if (joined) return joined;
  // A heading of its own words that names one of the kinds ("Employment and Appointments", "Berufliche
  // Laufbahn"); among roles only in capitals, where "Année sabbatique (formation)" is a role, not a heading.
  if (key.split(' ').length <= 5 && (within !== 'experience' || line === line.toUpperCase())) {
    // The kind named first: "Education et parcours universitaire" is education, "Berufserfahrung und Ausbildung" experience.
    const named =
      namedKinds
        .map(([pattern, kind]) => ({ kind, at: key.search(pattern) }))
        .filter(({ at }) => at >= 0)
        .sort((left, right) => left.at - right.at)[0]?.kind ??
      (educationAdjectives.test(key) && key.split(' ').length <= 3 ? 'education' : undefined);
    // Under Education, a degree's line naming education is a degree ("Diploma in English Education", not
    // "Continuing Education"); elsewhere a
    // heading of the section's own kind opens it again ("Programming Skills" under SKILLS).
    // In capitals, a degree's name opens the line and names what it is of ("DIPLOMA OF HIGHER EDUCATION").
    const degreeInEducation =
      named === 'education' && within === 'education' && (line !== line.toUpperCase() ? degreePattern.test(line) : degreeOf.test(line));
    if (named && !degreeInEducation) return named === 'experience' && otherExperience(key) ? 'other' : named;
  }
  // A heading set in capitals names its kind by its last word, its head in English ("DISSERTATION AND THESIS
  // SUPERVISION"); a degree's name in capitals is no heading ("DIPLOMA OF HIGHER EDUCATION"), and among roles a line
  // in capitals may head some of them ("INCARICHI E PROGETTI": a Romance heading's head is its first word).
  const head = key.split(' ').at(-1)!;
  const capitals = line === line.toUpperCase() && key.split(' ').length <= 5 && key.includes(' ') && within !== 'experience';
  if (capitals && knownSingleWords.includes(head) && !degreePattern.test(line)) return kindOf.get(head)!;
  // Words a design set without spaces ("VOLUNTEEREXPERIENCE") are the heading they spell.
  if (!key.includes(' ')) {
    const glued = gluedNames.get(key);
    if (glued) return glued;
    // A compound whose last part is a heading ("Hochschulbildung", "Berufsausbildung"): German, Dutch and the Nordic
    // languages write headings as one word. The part is long, so that "Teamwork" is no heading of Work.
    const head = knownSingleWords.find((name) => name.length >= 8 && key.length - name.length >= 3 && key.endsWith(name));
    if (head) return kindOf.get(head)!;
  }
  // A typo in a long word ("TECHINCAL SKILLS", "EXPERIANCE"): one letter off, or two swapped, in a name of 6 or more letters.
  if (key.replace(/ /g, '').length < 6 || line !== line.toUpperCase()) return null;
  const near = known.find((name) => Math.abs(name.length - key.length) <= 1 && name.length >= 6 && oneEditApart(name, key));
  return near ? kindOf.get(near)! : null;
}

// Words that only qualify a heading ("Key Projects", "Projects Handled", "Proyectos destacados", "Ausgewählte
// Projekte"), in the eight languages, as headingKey writes them (lower case, no accents).
const qualifiers = new Set([
  ...[
    'key',
    'selected',
    'relevant',
    'major',
    'recent',
    'notable',
    'main',
    'handled',
    'undertaken',
    'completed',
    'done',
    'overview',
    'details',
    'matrix',
    'profile',
  ],
  ...['destacados', 'destacadas', 'relevantes', 'principales', 'principais', 'selecionados', 'seleccionados', 'realizados', 'realizadas'],
  ...['ausgewahlte', 'wichtige', 'wichtigste', 'relevante', 'principaux', 'selectionnes', 'realises', 'principali', 'selezionati', 'rilevanti'],
  ...['belangrijkste', 'geselecteerde', 'wybrane', 'najwazniejsze', 'kluczowe'],
]);

const degreeOf = new RegExp(`^(?:${degreePattern.source})\\s+(?:of|in|en|em|di|de|in der)\\s`, 'iu');

const connectors = new Set(['and', 'und', 'et', 'y', 'e', 'i', 'en', 'or', 'oder', 'ou', 'o', 'of', 'fort']);

function joinedHeadingKind(key: string, setApart = false): SectionKind | null {
  const words = key.split(' ').filter((word) => !connectors.has(word));
  if (words.length < 2 || (key.split(' ').length === words.length && !setApart)) return null;
  const kinds = words.map((word) => kindOf.get(word) ?? namedKinds.find(([pattern]) => pattern.test(word))?.[1] ?? null);
  if (kinds.some((kind) => kind === null)) return null;
  return kinds.find((kind) => kind !== 'other') ?? 'other';
}

/** Whether two words are one insertion, deletion, substitution or swap of neighbours apart. */
function oneEditApart(left: string, right: string): boolean {
  if (left === right) return true;
  let start = 0;
  while (start < left.length && left[start] === right[start]) start++;
  const [a, b] = [left.slice(start), right.slice(start)];
  if (a.slice(1) === b.slice(1) || a.slice(1) === b || a === b.slice(1)) return true;
  return a.length >= 2 && a[0] === b[1] && a[1] === b[0] && a.slice(2) === b.slice(2);
}
