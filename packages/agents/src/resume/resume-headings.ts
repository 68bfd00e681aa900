export type SectionKind = 'summary' | 'experience' | 'education' | 'skills' | 'other';

// Headings in English, Spanish, German, French and Portuguese, written without accents or case.
const headings: Record<SectionKind, string[]> = {
  summary: [
    'summary',
    'professional summary',
    'career summary',
    'executive summary',
    'profile',
    'professional profile',
    'personal profile',
    'about',
    'about me',
    'objective',
    'career objective',
    'overview',
    'summary of qualifications',
    'qualifications summary',
    'personal statement',
    'introduction',
    'resumen',
    'perfil',
    'perfil profesional',
    'sobre mi',
    'acerca de mi',
    'objetivo',
    'objetivo profesional',
    'extracto',
    'profil',
    'zusammenfassung',
    'uber mich',
    'kurzprofil',
    'berufliches profil',
    'a propos',
    'a propos de moi',
    'profil professionnel',
    'objectif',
    'resumo',
    'resumo profissional',
    'sobre mim',
    'perfil profissional',
  ],
  experience: [
    'experience',
    'work experience',
    'professional experience',
    'relevant experience',
    'employment',
    'employment history',
    'work history',
    'career history',
    'professional background',
    'experience highlights',
    'career',
    'positions held',
    'professional history',
    'experiencia',
    'experiencia laboral',
    'experiencia profesional',
    'historial laboral',
    'trayectoria profesional',
    'berufserfahrung',
    'erfahrung',
    'berufliche erfahrung',
    'berufspraxis',
    'beruflicher werdegang',
    'werdegang',
    'praxiserfahrung',
    'experiences',
    'experience professionnelle',
    'experiences professionnelles',
    'parcours professionnel',
    'experiencia profissional',
    'experiencias profissionais',
    'historico profissional',
  ],
  education: [
    'education',
    'education and training',
    'academic background',
    'academic history',
    'education and certifications',
    'academic qualifications',
    'academics',
    'educacion',
    'formacion',
    'formacion academica',
    'estudios',
    'educacion y formacion',
    'ausbildung',
    'bildung',
    'bildungsweg',
    'studium',
    'akademischer werdegang',
    'schulbildung',
    'weiterbildung',
    'weiterbildungen',
    'aus und weiterbildung',
    'aus und weiterbildungen',
    'ausbildungen',
    'formation',
    'formations',
    'etudes',
    'parcours academique',
    'diplomes',
    'educacao',
    'formacao',
    'formacao academica',
  ],
  skills: [
    'skills',
    'technical skills',
    'key skills',
    'core skills',
    'core competencies',
    'competencies',
    'areas of expertise',
    'expertise',
    'technologies',
    'tools',
    'skills and tools',
    'tools and technologies',
    'skills and abilities',
    'clinical skills',
    'skills and certifications',
    'technical proficiencies',
    'skills and expertise',
    'tech stack',
    'skill set',
    'skillset',
    'professional skills',
    'relevant skills',
    'hard skills',
    'soft skills',
    'habilidades',
    'competencias',
    'conocimientos',
    'aptitudes',
    'habilidades tecnicas',
    'conocimientos tecnicos',
    'herramientas',
    'kenntnisse',
    'fahigkeiten',
    'kompetenzen',
    'it kenntnisse',
    'fachkenntnisse',
    'technische kenntnisse',
    'competences',
    'competences techniques',
    'savoir faire',
    'outils',
    'competencias tecnicas',
    'conhecimentos',
    'ferramentas',
  ],
  other: [
    'certifications',
    'certificates',
    'licenses',
    'licensure',
    'licenses and certifications',
    'certifications and licenses',
    'projects',
    'selected projects',
    'personal projects',
    'awards',
    'honors',
    'honors and awards',
    'awards and honors',
    'achievements',
    'publications',
    'volunteer',
    'volunteering',
    'volunteer experience',
    'languages',
    'interests',
    'hobbies',
    'activities',
    'leadership',
    'leadership experience',
    'affiliations',
    'memberships',
    'professional affiliations',
    'references',
    'additional information',
    'training',
    'courses',
    'coursework',
    'relevant coursework',
    'patents',
    'extracurricular activities',
    'conferences',
    'presentations',
    'volunteer history',
    'volunteer work',
    'community involvement',
    'community service',
    'continuing education',
    'professional development',
    'talks',
    'speaking',
    'research',
    'grants',
    'teaching',
    'certificaciones',
    'certificados',
    'proyectos',
    'idiomas',
    'intereses',
    'logros',
    'premios',
    'publicaciones',
    'voluntariado',
    'referencias',
    'cursos',
    'zertifikate',
    'zertifizierungen',
    'projekte',
    'sprachen',
    'sprachkenntnisse',
    'interessen',
    'hobbys',
    'ehrenamt',
    'auszeichnungen',
    'publikationen',
    'projets',
    'langues',
    'centres d interet',
    'loisirs',
    'benevolat',
    'distinctions',
    'publications',
    'certificacoes',
    'projetos',
    'interesses',
    'premios',
    'cursos complementares',
    'voluntariado',
  ],
};

// "Research experience", "Teaching Experience", "Clinical experience": roles under another name; the
// volunteer and leadership kinds stay apart, as their own sections.
const experienceOfAKind = /^(?:[a-z]+ ){0,2}(?:experience|experiences|experiencia|erfahrung)$/;
const notWork = /\b(?:volunteer|volunteering|leadership|project|projects|extracurricular)\b/;

const namedKinds: [RegExp, SectionKind][] = [
  [
    /\b(?:experience|experiences|employment|appointments|positions|work history|career|laufbahn|erfahrung|berufserfahrung|experiencia|experiencias|trayectoria|parcours|experiencia)\b/,
    'experience',
  ],
  [/\b(?:education|academic|ausbildung|studium|formation|formacion|formacao|educacion|educacao|estudios)\b/, 'education'],
  [/\b(?:skills|competencies|kenntnisse|kompetenzen|competences|habilidades|competencias|conocimientos|conhecimentos)\b/, 'skills'],
];

const kindOf = new Map<string, SectionKind>();
for (const [kind, names] of Object.entries(headings) as [SectionKind, string[]][]) for (const name of names) kindOf.set(name, kind);
const known = [...kindOf.keys()];

/** A heading as compared: lower case, accents off, "&" as "and", punctuation as spaces. */
function headingKey(line: string) {
  return line
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The section a line opens ("WORK EXPERIENCE", "Skills:", "EXPERIENCIA", "TECHINCAL SKILLS"), or null for any other line. */
export function headingKind(line: string, within?: SectionKind | 'contact'): SectionKind | null {
  // A heading is short, starts with a capital and ends without a full stop: "projects." is a line of text that wrapped.
  const letters = line.replace(/^[^\p{L}]+/u, '');
  if (line.length > 48 || !/^\p{Lu}/u.test(letters) || /[.,;]$/.test(line.trim())) return null;
  const key = headingKey(line);
  if (key === '') return null;
  const exact = kindOf.get(key);
  if (exact) return exact;
  if (experienceOfAKind.test(key)) return notWork.test(key) ? 'other' : 'experience';
  // A heading of its own words that names one of the kinds ("Employment and Appointments", "Berufliche
  // Laufbahn"); among roles only in capitals, where "Année sabbatique (formation)" is a role, not a heading.
  if (key.split(' ').length <= 5 && (within !== 'experience' || line === line.toUpperCase())) {
    for (const [pattern, kind] of namedKinds) if (pattern.test(key)) return kind === 'experience' && notWork.test(key) ? 'other' : kind;
  }
  // A typo in a long word ("TECHINCAL SKILLS", "EXPERIANCE"): one letter off, or two swapped, in a name of 6 or more letters.
  if (key.replace(/ /g, '').length < 6 || line !== line.toUpperCase()) return null;
  const near = known.find((name) => Math.abs(name.length - key.length) <= 1 && name.length >= 6 && oneEditApart(name, key));
  return near ? kindOf.get(near)! : null;
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
