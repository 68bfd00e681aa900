import { withoutAccents } from '../../text/without-accents';
import type { JobType, Seniority } from '@seeker/contract';

/** "FULL_TIME", "FullTime", "full-time" → "full time": one spelling for every source's wording. */
function words(value: string | undefined): string {
  if (typeof value !== 'string') return '';
  return ` ${withoutAccents(value.slice(0, 300))
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/ł/g, 'l')
    .replace(/[^a-z0-9ß]+/g, ' ')
    .trim()} `;
}

// In the languages Seeker reads (Swedish, Danish and Norwegian from the public employment services too). A permanent or open-ended contract ("unlimited contract", "unbefristet",
// "CDI") says how long, not how many hours: it is no Contract, and no Full-time unless the hours are stated.
const permanentWording =
  / (?:permanent|regular|unlimited|indefinite|open ended|unbefristet\w*|festanstellung|feste anstellung|cdi|indefinido|tempo indeterminato|vast contract|onbepaalde tijd|czas nieokreslony|umowa o prace|tillsvidare\w*|vanlig anstallning|fast anstallning|fast stilling|fastansat\w*) /g;
const jobTypeWordings: [JobType, RegExp][] = [
  [
    'Intern',
    / (?:intern|interns|internship|werkstudent|werkstudentin|working student|praktikum|praktikant|praktikantin|trainee|apprentice|apprenticeship|ausbildung|co op|coop|stage|stagiaire|alternance|apprentissage|practicas|pasantia|becario|becaria|tirocinio|stagista|estagio|estagiario|estagiaria|stagiair|staz|praktyki|praktik|praktikplats) /,
  ],
  [
    'Part-time',
    / (?:part time|parttime|teilzeit|mini ?job|temps partiel|tiempo parcial|medio tiempo|media jornada|jornada parcial|tempo parziale|part time verticale|tempo parcial|meio periodo|deeltijd|niepelny etat|czesc etatu|deltid) /,
  ],
  [
    'Contract',
    / (?:contract|contractor|contract to hire|freelance|freelancer|freiberuflich|temporary|temp|fixed term|short term|befristet|seasonal|consultant|c2c|1099|cdd|interim|contrato temporal|temporal|tempo determinato|determinato|temporario|tijdelijk|czas okreslony|umowa zlecenie|zlecenie|b2b|visstid\w*|behovsanstallning|vikariat|midlertidig\w*) /,
  ],
  [
    'Full-time',
    / (?:full time|fulltime|salaried|vollzeit|temps plein|temps complet|tiempo completo|jornada completa|tempo pieno|tempo integral|periodo integral|voltijd|pelny etat|pelen etat|heltid) /,
  ],
];

// Titles name the work, not the contract, so only unmistakable markers count there: "Intern", "(Part-time)",
// "(Contract)", "Freelance …". "Contract Manager" and "Internal Tools" are ordinary jobs.
const titleJobTypes: [JobType, RegExp][] = [
  ['Intern', /\b(?:intern|internship|werkstudent(?:in)?|working student|praktikant(?:in)?|praktikum)\b/i],
  ['Part-time', /\bpart[\s-]?time\b|\bteilzeit\b/i],
  ['Contract', /[([\-–—,|/]\s*(?:contract|contractor|freelance|temporary|temp|fixed[\s-]term)\b|\bfreelance\b|\bcontract[\s-]to[\s-]hire\b/i],
  ['Full-time', /[([\-–—,|/]\s*full[\s-]?time\b/i],
];

/**
 * A job type from a source's wording in any language read ("full_time", "FullTime", "Teilzeit", "CDD",
 * "contractor", "Werkstudent"…); when the value says nothing (or only that the job is permanent), from
 * unmistakable markers in the title. Several wordings ("full_time, contract") → the first one written.
 */
export function classifyJobType(value?: string, text?: string): JobType | null {
  // "Unlimited Contract", "Permanent contract": the contract is the opposite of a Contract job.
  const wording = words(value)
    .replace(permanentWording, ' permanent ')
    .replace(/ permanent (?:contracts?|contrat|contrato|contratto|contract)\b/g, ' permanent');
  let best: { type: JobType; at: number } | null = null;
  for (const [type, pattern] of jobTypeWordings) {
    const at = wording.search(pattern);
    if (at >= 0 && (!best || at < best.at)) best = { type, at };
  }
  if (best) return best.type;
  const title = typeof text === 'string' ? text.slice(0, 500) : '';
  return titleJobTypes.find(([, pattern]) => pattern.test(title))?.[0] ?? null;
}

// Checked in this order: "Senior Director" is Exec, "Senior Associate" is Senior, "Associate Director" Exec.
const seniorityWordings: [Seniority, RegExp][] = [
  [
    'Exec',
    / (?:director|head of|head|vp|svp|evp|vice president|chief|c level|c suite|cxo|ceo|cto|cfo|coo|cio|cmo|cpo|ciso|president|executive|founder|co founder) /,
  ],
  ['Senior', / (?:senior|sr|staff|principal|lead|leader|iii|iv|v|expert|experienced senior|senior level) /],
  ['Mid', / (?:mid|mid level|middle|intermediate|ii|experienced|professional) /],
  ['Junior', / (?:junior|jr|entry|entry level|graduate|grad|new grad|associate|beginner|i|intern|internship|trainee|apprentice|werkstudent) /],
];

// Titles: "executive" and "professional" name jobs there ("Account Executive", "IT Professional"), and
// "Lead" must not be lead generation; roman numerals count only at the end of a title or before a marker.
const titleSeniorities: [Seniority, RegExp][] = [
  ['Exec', /\b(?:director|head of|s?vp|evp|vice president|chief|ceo|cto|cfo|coo|cio|cmo|cpo|ciso|president|co-?founder)\b/i],
  ['Senior', /\b(?:senior|sr\.?|staff|principal|lead(?!\s+gen)|tech lead|team lead)\b|\b(?:iii|iv|v)\s*(?:$|[,(\-–—|/])/i],
  ['Mid', /\b(?:mid(?:-level)?|intermediate)\b|\bii\s*(?:$|[,(\-–—|/])/i],
  [
    'Junior',
    /\b(?:junior|jr\.?|entry[\s-]level|graduate|new grad|associate|trainee|apprentice|intern|internship|werkstudent(?:in)?)\b|\bi\s*(?:$|[,(\-–—|/])/i,
  ],
];

/**
 * A seniority from a source's wording ("Senior Level", "entry_level", "MID_SENIOR", "Director"), else from
 * the title ("Sr. Engineer", "Engineer II", "Head of Design", "Associate Product Manager").
 * LinkedIn-style "Mid-Senior level" is one band covering experienced individual contributors: the title
 * decides when it names a level, otherwise it is Senior, as those postings are past entry and associate.
 */
export function classifySeniority(value?: string, title?: string): Seniority | null {
  const wording = words(value);
  const titleText = typeof title === 'string' ? title.slice(0, 500) : '';
  const fromTitle = () => titleSeniorities.find(([, pattern]) => pattern.test(titleText))?.[0] ?? null;
  if (/ mid senior /.test(wording)) return fromTitle() ?? 'Senior';
  return seniorityWordings.find(([, pattern]) => pattern.test(wording))?.[0] ?? fromTitle();
}
