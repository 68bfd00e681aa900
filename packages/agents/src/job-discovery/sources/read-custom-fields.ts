import { withoutAccents } from '../../text/without-accents';
import { classifyJobType } from '../normalize/classify';
import { deniesRemote } from '../normalize/detect-workplace';
import type { Salary, SalaryPeriod, Workplace } from '../raw-posting';
import { readNumber, readRecord, readSalaryPeriod, readText } from './read-values';

/**
 * A field an employer added to a job on its board (Greenhouse `metadata`, SmartRecruiters `customField`): its
 * name as the employer wrote it, its value, and the board's type for it when it has one ("currency_range").
 */
export type CustomField = { name: string; value: unknown; type?: string };

/**
 * A source's list of custom fields as CustomFields: the keys its items keep the name, the value and the
 * type under (Greenhouse `name`/`value`/`value_type`, SmartRecruiters `fieldLabel`/`valueLabel`); items with no
 * name are passed over, at most 100 read.
 */
export function customFieldsOf(list: unknown, keys: { name: string; value: string; type?: string }): CustomField[] {
  if (!Array.isArray(list)) return [];
  return list.slice(0, maxFields).flatMap((item) => {
    const field = readRecord(item);
    const name = readText(field?.[keys.name], 200);
    if (!field || !name) return [];
    return [{ name, value: field[keys.value], ...(keys.type ? { type: readText(field[keys.type], 50) } : {}) }];
  });
}

/** What a job's custom fields state, in RawPosting's terms; a field nothing is read from adds nothing. */
export type CustomFieldFindings = {
  salary?: Partial<Salary>;
  salaryText?: string;
  salaryTextPeriod?: SalaryPeriod | null;
  workplace?: Workplace;
  remote?: boolean;
  employmentType?: string;
};

const maxFields = 100;

/** A field name as the patterns read it: lower case, no accents, words split by single spaces and padded. */
function nameWords(name: string): string {
  return ` ${withoutAccents(name)
    .toLowerCase()
    // Not an accent, so not taken off by withoutAccents: "Widełki" is "widelki".
    .replace(/ł/g, 'l')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;
}

// What a field's name says it holds, in the languages Seeker reads (en, de, fr, es, pt, it, nl, pl). Names
// are the employer's own ("Pay Range - Applicant - Canada", "Work Model", "Anstellungsart"), so these are
// the words such names are made of, not any one board's labels.
const notBasePay =
  / (?:ote|on target|target earnings|commissions?|provision|bonus\w*|equity|stock|shares?|variable|incentives?|relocation|sign on|signing|allowances?|stipends?|benefits?|per diem|grade|step|review|cycle|growth|increase|raise|referral|reward|bounty|budget) /;
const payName =
  / (?:salary|salaries|pay|compensation|comp|wages?|remuneration|(?:pay|hourly|daily|day|base|bill) rate|hiring range|\w*gehalt\w*|\w*vergutung|\w*verguetung|\w*lohn|salaire|salario|sueldo|retribucion|remuneracion|remuneracao|stipendio|retribuzione|ral|salaris|loon|beloning|wynagrodzenie|pensja|widelki) /;
const lowerBound = / (?:min|minimum|from|low|lower|floor|start|starting|von|desde) /;
const upperBound = / (?:max|maximum|high|upper|ceiling|top|up to|bis|hasta) /;
const periodFieldName =
  / (?:frequency|period|interval|basis|unit|type|cadence|periodicity|frequenz|zeitraum|periode|periodo|frequence|frecuencia|frequenza|okres) /;
const workplaceName =
  / (?:remote|remotely|workplace|work model|working model|work arrangement|work location|location type|work setting|work style|work flexibility|on site|onsite|hybrid|telework|telecommute|telecommuting|home office|homeoffice|wfh|arbeitsmodell|arbeitsort|mobiles arbeiten|teletravail|modalite|mode de travail|modalidad|teletrabajo|remoto|modalita|lavoro agile|smart working|thuiswerken|werkplek|werkvorm|tryb pracy|praca zdalna|model pracy|forma pracy) /;
const employmentName =
  / (?:employment|job type|type of job|contract type|type of contract|commitment|time type|worker type|position type|schedule|working hours|work hours|hours|anstellungsart|beschaftigungsart|vertragsart|arbeitszeit|anstellung|beschaftigung|type de contrat|type d emploi|temps de travail|contrat|tipo de contrato|jornada|tipo de empleo|tipo di contratto|orario di lavoro|dienstverband|contractvorm|soort dienstverband|rodzaj umowy|typ umowy|wymiar pracy|wymiar etatu|etat) /;

// What a value says of the way of working. Hybrid first: "Partially Remote/Hybrid" is hybrid, not remote.
const hybridValue =
  / (?:hybrid\w*|hibrid\w*|ibrid\w*|hybryd\w*|partially remote|partly remote|partial remote|teilweise remote|teilweise mobil|teletravail partiel|teletrabajo parcial|telework partial|partial telework) /;
const onsiteValue =
  / (?:on site|onsite|in office|in the office|office based|office|in person|at the office|not remote|no remote|non remote|vor ort|prasenz|buro|sur site|presentiel|presencial|en oficina|in sede|in ufficio|op kantoor|op locatie|kantoor|stacjonarna|stacjonarny|stacjonarnie|biuro) /;
const remoteValue =
  / (?:remote|fully remote|remoto|zdalna|zdalny|zdalnie|home office|homeoffice|work from home|from home|anywhere|telework|teletravail|teletrabajo|telelavoro|thuiswerken|distributed|virtual) /;
const yesValue = /^ (?:yes|true|y|ja|oui|si|sim|tak|remote eligible|eligible) $/;
const noValue = /^ (?:no|false|n|nein|non|nee|nie|nao|not eligible|ineligible) $/;

/** A field's value as text: a string, a number, a multi-select's values joined; objects say nothing here. */
function valueText(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (Array.isArray(value)) {
    const parts = value
      .slice(0, 20)
      .map((item) => readText(item, 100))
      .filter(Boolean);
    return parts.length ? parts.join(', ') : undefined;
  }
  return readText(value, 300);
}

// Period words of the languages read, beside readSalaryPeriod's English ones.
const periodWords: [SalaryPeriod, RegExp][] = [
  ['year', / (?:\w*jahr\w*|annuel\w*|anual\w*|annuale|annuo|annua|jaar\w*|jaarlijks|roczn\w*|rok|ral|pa|p a) /],
  ['month', / (?:\w*monat\w*|mensuel\w*|mensual\w*|mensile|mese|maand\w*|miesi\w*) /],
  ['week', / (?:\w*woche\w*|hebdomadaire|semaine|semanal|semana|settiman\w*|tydzien|tygodniow\w*) /],
  ['day', / (?:\w*tag|taglich|jour|journalier|diario|dia|giornalier\w*|giorno|dag|dagelijks|dzien|dzienn\w*) /],
  ['hour', / (?:\w*stunde\w*|stundlich|horaire|heure|hora|por hora|orari\w*|ora|uur|per uur|godzin\w*) /],
];

/** The period words in `text` name ("Annual", "Hourly Pay Range", "Jahresgehalt", "per month"); undefined when none. */
function periodNamed(text: string): SalaryPeriod | undefined {
  const english = readSalaryPeriod(text);
  if (english) return english;
  const words = nameWords(text);
  return periodWords.find(([, pattern]) => pattern.test(words))?.[0];
}

type PayField = { name: string; field: CustomField };

/** Pay a typed value holds: a currency range ({min_value, max_value, unit}) or one amount ({amount, unit}). */
function typedPay(value: unknown): { min: number | null; max: number | null; currency: string | null } | undefined {
  const record = readRecord(value);
  if (!record) return undefined;
  const currency = readText(record.unit ?? record.currency ?? record.currency_code, 10) ?? null;
  if ('min_value' in record || 'max_value' in record) {
    const min = readNumber(record.min_value) ?? null;
    const max = readNumber(record.max_value) ?? null;
    return min === null && max === null ? undefined : { min, max, currency };
  }
  const amount = readNumber(record.amount ?? record.value);
  return amount === undefined ? undefined : { min: amount, max: amount, currency };
}

/** Text that may be money: a currency sign or code, a figure of four digits or more, or thousands ("90k"). */
const moneyShaped = /[$€£¥₹₽₩₪]|\b[A-Z]{3}\b|\d[\d.,\s]{3,}|\d\s?k\b/i;

/**
 * The base pay the fields state: the first field named as pay (and not as commission, bonus, OTE, equity
 * or a grade) with a typed range or amount, two amounts named as its lower and upper bounds (of one
 * currency), else the first text shaped like money a person typed ("£48,500 - £57,500", "2.500€ (per
 * month)"; not "L5"). The period is the one the field's name, a field naming the pay's frequency ("Pay
 * Frequency: Annual") or the text states; none otherwise.
 */
function readPay(fields: PayField[], frequency: SalaryPeriod | undefined): Pick<CustomFieldFindings, 'salary' | 'salaryText' | 'salaryTextPeriod'> {
  let lower: { amount: number; currency: string | null; period: SalaryPeriod | undefined } | undefined;
  let upper: typeof lower;
  for (const { name, field } of fields) {
    const typed = typedPay(field.value);
    if (!typed) continue;
    const period = periodNamed(field.name) ?? frequency;
    const bound = typed.min === typed.max ? (lowerBound.test(name) ? 'min' : upperBound.test(name) ? 'max' : null) : null;
    const single = { amount: typed.min!, currency: typed.currency, period };
    if (bound === 'min') lower ??= single;
    else if (bound === 'max') upper ??= single;
    else return { salary: { ...typed, period: period ?? null } };
  }
  // Bounds of two currencies ("US Salary Min", "UK Salary Max") make no range.
  if ((lower || upper) && (!lower || !upper || lower.currency === upper.currency)) {
    return {
      salary: {
        min: lower?.amount ?? null,
        max: upper?.amount ?? null,
        currency: lower?.currency ?? upper?.currency ?? null,
        period: lower?.period ?? upper?.period ?? null,
      },
    };
  }
  for (const { field } of fields) {
    const text = valueText(field.value);
    if (text && moneyShaped.test(text)) return { salaryText: text, salaryTextPeriod: periodNamed(field.name) ?? frequency ?? null };
  }
  return {};
}

/** The way of working a value states, read by what its words say ("Remote Eligibility: In Office" is on-site). */
function readWorkplace(name: string, value: string): Pick<CustomFieldFindings, 'workplace' | 'remote'> {
  const words = nameWords(value);
  if (hybridValue.test(words)) return { workplace: 'hybrid' };
  // "Remote work not possible", "No remote": remote is ruled out, and nothing more is said.
  if (deniesRemote(value)) return { remote: false };
  if (onsiteValue.test(words)) return { workplace: 'onsite' };
  if (remoteValue.test(words)) return { workplace: 'remote' };
  // A yes or no answers the question the name asks: only a name asking about remote work.
  if (/ remote| telework| telecommut| home ?office| wfh/.test(name)) {
    if (yesValue.test(words)) return { remote: true };
    if (noValue.test(words)) return { remote: false };
  }
  return {};
}

/**
 * What a job's custom fields state about its pay, way of working and job type, each field read by what its
 * name and value say rather than by one board's exact label. The first field of each kind decides.
 */
export function readCustomFields(fields: readonly CustomField[]): CustomFieldFindings {
  const payFields: PayField[] = [];
  let frequency: SalaryPeriod | undefined;
  let workplace: Pick<CustomFieldFindings, 'workplace' | 'remote'> = {};
  let employmentType: string | undefined;
  for (const field of fields.slice(0, maxFields)) {
    const name = nameWords(field.name);
    const isPayName = payName.test(name) && !notBasePay.test(name);
    const isTypedPay = /currency/.test(field.type ?? '') && !notBasePay.test(name);
    if (isPayName && periodFieldName.test(name) && !typedPay(field.value)) {
      frequency ??= periodNamed(valueText(field.value) ?? '');
      continue;
    }
    if (isPayName || isTypedPay) {
      payFields.push({ name, field });
      continue;
    }
    const text = valueText(field.value);
    if (!text) continue;
    if (workplaceName.test(name)) {
      // A three-way value decides; a yes or no only until one does.
      const read = readWorkplace(name, text);
      if (!workplace.workplace && (read.workplace || workplace.remote === undefined)) workplace = { ...workplace, ...read };
      continue;
    }
    // The first value that says a job type: "Schedule: Monday-Friday" does not, "Employment Type: Part-time" does.
    if (employmentName.test(name) && !employmentType && classifyJobType(text)) employmentType = text;
  }
  return { ...readPay(payFields, frequency), ...workplace, ...(employmentType ? { employmentType } : {}) };
}

/**
 * The way of working one field states, named in words (Workday's `remoteType` is "remote type", Eightfold's
 * `work_location_option` "work location option"), read as any custom field is: "Flex" says nothing, "Onsite" does.
 */
export function readWorkplaceField(name: string, value: unknown): Pick<CustomFieldFindings, 'workplace' | 'remote'> {
  const { workplace, remote } = readCustomFields([{ name, value }]);
  return { ...(workplace ? { workplace } : {}), ...(remote !== undefined ? { remote } : {}) };
}
