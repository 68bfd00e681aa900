import type { DateRange } from '@seeker/contract';
import { isKnownCity, isKnownRegion } from '../places/known-city';
import { namesAnOrganisation, opensAnOrganisation, organisationWords } from './organisation-words';
import { looksLikeRole } from './role-words';
import { findHeaderDates } from './dates';
import { isCityWord, isLocation, lastPieceIsPlace, regionAfterUnknownName, trailingPlace, withGluedPlace } from './header-places';
import { titleAtEmployer, withTitleApartFromEmployer } from './title-at-employer';

const placeholderEmployer = /(?<=\S\s|^)\b(Company Name|Employer Name|Organi[sz]ation Name)\b(?=\s\S|$)/;
// A link's words where a template printed a link ("Company Link", "Website"): no employer, title or place.
const linkLabel = /^(?:company\s+)?(?:link|website|web\s*site|site(?:\s+web)?|homepage|url|lien|enlace|webseite)$/i;
// "Novoloop: Menlo Park" too: a colon between an employer and its place.
// An en or em dash set apart on one side only ("Lippert— Marketing Intern", "Whiskey —Server") parts a line too.
// A bar parts pieces whether or not it is set apart ("Desarrollador Web| FreeCredit"): no name holds one.
const strongSeparators =
  /\s*\|\s*|\s+[•·]\s+|\s+[–—-]\s+|(?<=\p{L})[–—]\s+(?=\p{Lu})|(?<=\p{L})\s+[–—](?=\p{Lu})|\s+@\s+|\t|\s{2,}|(?<=\p{L}):\s+(?=\p{Lu})/u;

// "7 anos", "1 year", "6 meses", "3 Jahre", "2 ans", "18 mesi", "4 jaar", "2 lata": a length of time, in the eight languages.
const durationUnit =
  '(?:years?|yrs?|months?|mos?|anos?|años?|meses|mes|jahre?n?|monate?n?|ans?|mois|anni|anno|mesi|mese|jaar|jaren|maanden|maand|lat|lata|rok|roku|miesi[eę]cy|miesi[aą]c|semesters?|semestres?|semestri|semestr[uy]?)\\.?';
const durationAmount = `(?:\\d+(?:[.,]\\d+)?|\\d+\\s*[-–]\\s*\\d+)\\s*${durationUnit}`;
// "7 anos", "(1 ano 9 meses)", "3 Jahre, 2 Monate": a length of time, in the eight languages.
const duration = new RegExp(`^\\(?${durationAmount}(?:\\s*(?:,|and|e|y|und|et|i|en)?\\s*${durationAmount})?\\)?$`, 'iu');

// How much of the week, or on what terms, in the eight languages: "Teilzeit 40%", "part-time", "6 month contract",
// "(intérim)", "(alternance)".
const workload =
  /^(?:\d+[- ](?:months?|mois|meses|monate?|mesi|maanden|miesi\p{L}+)\s+)?(?:full[- ]?time|part[- ]?time|contract|temporary|temp|freelance|teilzeit|vollzeit|befristet|temps (?:plein|partiel)|cdd|cdi|int[ée]rim|alternance|apprentissage|tiempo (?:completo|parcial)|medio tiempo|meio per[ií]odo|per[ií]odo integral|tempo (?:pieno|parziale|integral)|deeltijds?|voltijds?|pe[lł]en etat|p[oó][lł] etatu)(?:\s+contract)?$/iu;

// Hours of work: "192h", "20 h/semaine", "40 hours per week", "30 Std.", "20 uur".
const hours = /^\d+(?:[.,]\d+)?\s*(?:h|hrs?|hours?|heures?|horas?|ore|stunden|std\.?|uur|godz\.?)(?:\s*(?:\/|per|par|por|pro|a)\s*\p{L}+)?$/iu;

/** A note in brackets on how much of the week or on what terms ("Teilzeit 40%", "temps plein, 192h", "intérim"). */
function isWorkloadNote(inner: string): boolean {
  if (inner.length >= 60) return false;
  const pieces = inner.split(/\s*[,;]\s*/).filter((piece) => piece.trim() !== '');
  return pieces.length > 0 && pieces.every((piece) => workload.test(piece) || hours.test(piece) || isDuration(piece) || /\d\s*%/.test(piece));
}

/** What follows a bracket, where it is a company's legal form ("Ltd.", "GmbH", "S.A."): the bracket was inside the name. */
const legalFormNext = /^\s*(?:ltd|inc|llc|gmbh|corp|plc|co|ag|sa|s\.a\.|se|ab|bv|nv|pte|pty|pvt|sarl|sas|spa|srl|kg|ug)\b\.?(?![-\p{L}])/iu;

/** How long a role lasted, alone ("(1 ano 9 meses)", "6 months"): no title, employer or place. */
export const isDuration = (text: string) => duration.test(text.trim());

/**
 * A piece of a line set apart by bars that still holds an employer and a title side by side ("Pit Stop
 * Motos – Gerente de Vendas / Vendedor"): split at the dash when the employer comes first.
 */
function titleBesideEmployer(piece: string): string[] {
  const sides = piece.split(/\s+[–—]\s+|\s+-\s+/);
  if (sides.length !== 2) return [piece];
  const [left, right] = sides.map((side) => side.trim()) as [string, string];
  // Employer first ("Moto Livre – Auxiliar de Estoque"); a title first keeps what follows its dash ("Product Owner – Webseite").
  return left !== '' && !isTitle(left) && isTitle(right) ? [left, right] : [piece];
}

/** Only dashes set the line's pieces apart: no bar, comma, tab, bullet or "at". */
export const onlyDashes = (text: string) => /\s[–—-]\s/.test(text) && !/[,|•·\t@]|\s(?:at|bei|chez|presso|bij)\s/i.test(text.trim());

/** Another line of the header names only the employer: one piece, no title's word, no place, no dates. */
function employerApart(lines: readonly string[], lineIndex: number): boolean {
  return lines.some((other, index) => {
    if (index === lineIndex || findHeaderDates(other) || isDuration(other)) return false;
    const text = other.trim();
    return text !== '' && !strongSeparators.test(text) && !text.includes(',') && !looksLikeRole(text) && !isLocation(text);
  });
}

const exactness = (range: DateRange) => (range.start && range.start.length > 4 ? 2 : 0) + (range.current || range.end !== range.start ? 1 : 0);

/** The last word, leaving out a closing bracket's note ("Product Officer (CATPO)" → "Officer"). */
function lastWord(text: string) {
  const trimmed = text.trimEnd();
  const bare = trimmed.endsWith(')') && trimmed.lastIndexOf('(') > 0 ? trimmed.slice(0, trimmed.lastIndexOf('(')) : trimmed;
  return bare.trimEnd().split(/\s+/).at(-1) ?? '';
}

/**
 * A title rather than an organisation: a role's word and no organisation's word ("Senior Engineer"), or
 * ending with a role's word whatever the words before ("Technology & Product Officer", "Healthcare
 * Consultant"), where an organisation ends with its own ("Acme Technology", "Sequoia Partners").
 */
function isTitle(text: string) {
  if (!looksLikeRole(text) || opensAnOrganisation.test(text)) return false;
  if (!organisationWords.test(text)) return true;
  const last = lastWord(text);
  return looksLikeRole(last) && !organisationWords.test(last);
}

type Part = { text: string; line: number };
/** `lines`: for each of `parts`, the header line it was written on. */
export type Header = { role: string; company: string; location: string; dates: DateRange | null; parts: string[]; lines: number[] };

/**
 * An entry's header lines ("Senior Engineer, Acme Corp — Jan 2020 – Present", or "Staff Nurse, Telemetry"
 * over "Riverside Hospital, Columbus, OH" over "2018 – 2021") read into role, company, place and dates.
 * Pieces that are none of these stay with the role, so that nothing written is lost.
 */
export function splitHeader(lines: readonly string[]): Header {
  let dates: DateRange | null = null;
  let datedLine = -1;
  // The lines that say how long the role lasted, in brackets ("(5 anos 5 meses)").
  const lastedOn = new Set<number>();
  let location = '';
  const parts: Part[] = [];
  lines.forEach((original, lineIndex) => {
    let line = original;
    const found = findHeaderDates(line);
    if (found) {
      // The most exact dates of the header: "Mai 2026 – en cours" over a place line's "2026".
      if (!dates || exactness(found.range) > exactness(dates)) [dates, datedLine] = [found.range, lineIndex];
      line = `${line.slice(0, found.index)}  ${line.slice(found.index + found.length)}`;
      // A second range ("(sabbatical 2024 - 2025)") is a note on the first, not a piece of the header.
      line = line.replace(/\(([^()]*?)\s*(?:19|20)\d{2}\s*[-–—]\s*(?:(?:19|20)\d{2}|present|current)\s*\)/giu, ' ');
    }
    // "Fieldwise (Austin, TX)", "Acme (Londres)": a place in brackets.
    line = line.replace(/\(([^()]*)\)/g, (whole, inner: string, at: number, all: string) => {
      // A place in brackets inside a company's name ("Esec (Singapore) Ltd.") is the name's: its legal form follows.
      if (legalFormNext.test(all.slice(at + whole.length))) return whole;
      // How long it lasted or how much of the week, in brackets ("Hochschule Luzern (2 Semester)", "(Teilzeit 40%)",
      // "(6 month Contract)"): a note on the role, no part of a name.
      if (isDuration(inner)) lastedOn.add(lineIndex);
      if (isDuration(inner) || isWorkloadNote(inner)) return ' ';
      // A remark that opens with a word in lower case, or is one ("(an IT consulting firm)", "(via Randstad)",
      // "(contractor)"): a note on the role or its employer, no part of a name ("(Paris 3)", "(SCA)", "(iOS)", "(eBay)").
      if ((/^\s*\p{Ll}+\s/u.test(inner) || /^\s*\p{Ll}+\s*$/u.test(inner)) && !isLocation(inner.trim())) return ' ';
      if (!isLocation(inner.trim()) && !isKnownCity(inner)) return inner.trim() === '' ? ' ' : whole;
      location ||= inner.trim();
      return ' ';
    });
    // Such a remark left open at the line's end, where the line wrapped ("Boston Storage (prestataire Thalès, CDI").
    line = line.replace(/\(\s*\p{Ll}+\s[^()]*$/u, ' ');
    // "Senior Environmental Intern. Audubon Maryland-DC.": a full stop after a word (not an abbreviation's: "Assoc.",
    // "Dept.", "St.") parts the header's pieces as a comma does.
    line = line.replace(/(?<=\p{L}{2}\p{Ll}{4})\.\s+(?=\p{Lu})/gu, ', ');
    line = withTitleApartFromEmployer(line);
    // A template's employer left as its placeholder ("Company Name", as anonymised resumes keep it) is a piece of
    // its own wherever it stands: "Biology Teacher Company Name - City , State".
    line = line.replace(placeholderEmployer, ' | $1 | ');
    // The strongest separator the line uses divides it: a title with a dash in it ("Polymechaniker – Stv.
    // Abteilungsleiter") stays whole where the line's pieces are set apart by bars or tabs.
    // A title with a project after its dash ("Engenheiro Civil - ArcelorMittal Pecém") stays whole where the employer
    // has a line of its own in the header ("Grupo Fontebras" above it).
    const titleWithDash = employerApart(lines, lineIndex) && onlyDashes(line) && looksLikeRole(line.split(/\s[–—-]\s/)[0]!);
    // (A bar left at an end, where it only set the dates apart: "Retail Associate — Winners · | 2019 – Present", divides nothing.)
    const separators = /\||\t/.test(trimSeparators(line.trim())) ? /\s*\|\s*|\t+|\s{2,}/ : titleWithDash ? /\s{2,}/ : strongSeparators;
    for (const piece of line.split(separators).flatMap(titleBesideEmployer).flatMap(titleAtEmployer)) {
      const value = clean(piece);
      // How long the role lasted ("7 anos", "6 months") is neither the employer nor the title.
      if (value === '' || linkLabel.test(value) || duration.test(value)) continue;
      // An abbreviation in brackets set apart after a piece ("DC S.A. · (IT)", a unit's) is that piece's.
      const before = parts.at(-1);
      if (/^\([\p{Lu}\d&./ -]{1,12}\)$/u.test(value) && before?.line === lineIndex) {
        before.text = `${before.text} ${value}`;
        continue;
      }
      // ("Unicaf University, Cyprus" is a name and its country: an organisation's word says so, unless the gazetteer
      // knows the name as a city's: "College Station, TX".)
      const named = value.split(',')[0]!;
      if (isLocation(value) && (!namesAnOrganisation(named) || isKnownCity(named))) {
        location ||= value;
        continue;
      }
      // "Squire and Company, PC, Orem, UT": the place at the end first, then the pieces, a company's
      // legal form kept with its name ("Involver, Inc.", "Ernst & Young, LLP").
      let rest = value;
      // "beta GmbH — Berlin" on a line set apart by bars: the city after an organisation's dash is the place
      // (after a title's dash it is the employer: "Ingénieur réseau — Orange", "Flight Attendant — Delta").
      const dashed = /^(.+?)\s+[–—-]\s+([^–—-]+)$/u.exec(rest);
      if (dashed && organisationWords.test(dashed[1]!) && (isKnownCity(dashed[2]!) || isLocation(dashed[2]!.trim()))) {
        location ||= dashed[2]!.trim();
        rest = clean(dashed[1]!);
      }
      let place = trailingPlace(rest);
      // "Infantry Soldier, Singapore Armed Forces, Singapore": after a title, on a header with no employer of its own,
      // a name of several words the gazetteer does not know before the country or region is the employer, not a town.
      const region = place ? regionAfterUnknownName(place) : null;
      if (
        region &&
        !employerApart(lines, lineIndex) &&
        commaPieces(rest.slice(0, rest.length - place!.length)).every((piece) => piece.trim() === '' || isTitle(clean(piece)))
      )
        place = region;
      if (place) {
        location ||= place;
        rest = clean(rest.slice(0, rest.length - place.length));
      }
      let pieces = mergeLegalForms(withGluedPlace(commaPieces(rest).map(clean).filter(Boolean), (place) => (location ||= place)));
      // "Senior JavaScript Developer, Senior UI Developer": titles listed together are one title.
      if (pieces.length > 1 && pieces.every(isTitle)) pieces = [pieces.join(', ')];
      if (pieces.length >= 3 && !place && lastPieceIsPlace(pieces.at(-1)!)) location ||= pieces.pop()!;
      // So is a name in brackets that opens the next line, where the header wrapped ("Customer-service employee,
      // Conduent" over "(VodafoneZiggo), Rotterdam").
      const wrapped =
        before?.line === lineIndex - 1 && !parts.some((part) => part.line === lineIndex) && /^\(\p{Lu}[^()]{0,40}\)$/u.test(pieces[0] ?? '');
      if (wrapped) before.text = `${before.text} ${pieces.shift()!}`;
      parts.push(...pieces.map((text) => ({ text, line: lineIndex })));
    }
  });
  // A place the gazetteer knows alone beside the dates and how long the role lasted, where the header has other lines
  // ("Analista" over "março de 2009 - julho de 2014 (5 anos 5 meses) São Paulo", as profile exports write it), is where
  // the role was: the employer is named elsewhere or not. (Beside dates alone, "05.2009 – 06.2010 COLUMBUS" may name one.)
  const datedPlace = (part: Part) =>
    lastedOn.has(datedLine) &&
    part.line === datedLine &&
    parts.every((other) => other === part || other.line !== datedLine) &&
    parts.some((other) => other.line !== datedLine) &&
    (isKnownCity(part.text) || isKnownRegion(part.text));
  for (const part of parts.filter(datedPlace)) {
    location ||= part.text;
    part.text = '';
  }
  const kept = parts.filter((part) => part.text !== '');
  // A title, else a part with a role's word that does not open with an organisation's word ("Studio Tecnico Bianchi").
  const role = kept.find((part) => isTitle(part.text)) ?? kept.find((part) => looksLikeRole(part.text) && !opensAnOrganisation.test(part.text));
  const others = kept.filter((part) => part !== role);
  // Beside a title we know, a bare city ("MADRID") is the employer only when nothing else can be; beside
  // one we do not ("Flight Attendant | Delta"), the city may be the employer's name.
  const notCities = role ? others.filter((part) => !isKnownCity(part.text)) : [];
  const company = employerAmong(role, notCities.length > 0 ? notCities : others, kept);
  const roleText = role ?? (company === kept[0] ? undefined : kept[0]);
  // What is left stays with the title, so nothing written is lost; a place name written after the
  // employer ("Ed. Keller AG, Kirchberg SG") is the place.
  let rest = kept.filter((part) => part !== roleText && part !== company);
  const place =
    roleText && company && !location ? rest.find((part) => kept.indexOf(part) > kept.indexOf(company) && lastPieceIsPlace(part.text)) : undefined;
  if (place) {
    location ||= place.text;
    rest = rest.filter((part) => part !== place);
  }
  // Beside a title and an employer, a piece the gazetteer knows as a city, a region or a country is where the
  // role was ("Desarrollador de Software, Manizales", "Teaching Assistant, England"), not more of the title.
  if (roleText && company) {
    const places = rest.filter((part) => isCityWord(part.text) || isKnownRegion(part.text));
    if (places.length > 0) location = [location, ...places.map((part) => part.text)].filter(Boolean).join(', ');
    rest = rest.filter((part) => !places.includes(part));
  }
  // A department beside the employer ("Assistant Professor, Dept. of Biology, Frostburg State University") is the
  // employer's, written in the resume's order.
  // So is what the employer's own line holds besides it, where the title has a line of its own ("Geospatial Research
  // Analyst" over "Sustaining Urban Places Research Lab, Portland State University"): that line names the employer.
  // And, on a line that lists its title first, the pieces after the title that name no role: the unit the person
  // worked in and the body it belongs to ("Professor, English, UCF", "Resident Assistant, Student Affairs Office, NYU").
  const between = (part: Part) =>
    roleText !== undefined &&
    part.line === company?.line &&
    roleText.line === company.line &&
    kept.indexOf(roleText) < kept.indexOf(part) &&
    kept.indexOf(roleText) < kept.indexOf(company) &&
    !looksLikeRole(part.text) &&
    // A name is capitalised: "projet RIN CONDÉ", "24 mois" after the employer are notes on the role.
    /^\p{Lu}/u.test(part.text);
  const departments = company
    ? rest.filter(
        (part) =>
          department.test(part.text) || between(part) || (roleText !== undefined && roleText.line !== company.line && part.line === company.line),
      )
    : [];
  rest = rest.filter((part) => !departments.includes(part));
  const employer = company ? [...departments, company].sort((left, right) => kept.indexOf(left) - kept.indexOf(right)) : [];
  return {
    role: [roleText?.text, ...rest.map((part) => part.text)].filter(Boolean).join(', '),
    company: employer.map((part) => part.text).join(', '),
    location,
    dates,
    parts: kept.map((part) => part.text),
    lines: kept.map((part) => part.line),
  };
}

// A department, faculty or office of an organisation, in the eight languages.
const department =
  /^(?:dept\.?|department|faculty|school|office|division|college|institute|abteilung|fakultät|fachbereich|lehrstuhl|institut|departamento|facultad|faculdade|département|faculté|dipartimento|facoltà|afdeling|faculteit|wydział|katedra|zakład)\s+(?:of|for|de|des|du|der|für|di|del|della|van|voor)\b/iu;

/**
 * The employer: on a line of its own rather than beside the role ("Nurse, Medical-Surgical" over
 * "Mount Carmel East"), and named like an organisation ("Brightline Health") rather than not.
 */
function employerAmong(role: Part | undefined, others: readonly Part[], kept: readonly Part[]): Part | undefined {
  const apart = role ? others.filter((part) => part.line !== role.line) : [];
  return (
    apart.find((part) => namesAnOrganisation(part.text)) ??
    (role ? apart.find((part) => !looksLikeRole(part.text)) : undefined) ??
    apart[0] ??
    others.find((part) => namesAnOrganisation(part.text)) ??
    (role ? (others.find((part) => !looksLikeRole(part.text)) ?? others[0]) : kept[1])
  );
}

const legalForm = /^(?:inc|llc|llp|ltd|plc|pc|gmbh|ag|corp|co|s\.?a\.?s?|s\.?l\.?|s\.?r\.?l\.?|b\.?v\.?|pty|limited|incorporated)\.?$/i;

/** "Involver", "Inc." → "Involver, Inc.": a legal form is part of the name before it. */
function mergeLegalForms(pieces: string[]): string[] {
  const merged: string[] = [];
  for (const piece of pieces) {
    if (merged.length > 0 && legalForm.test(piece.replace(/\s*\(.*\)$/, ''))) merged[merged.length - 1] += `, ${piece}`;
    else merged.push(piece);
  }
  return merged;
}

export { isTitle };

/** The text split at its commas, not at those inside brackets ("Marketing Management (BA Hons 2,1)"), by a scan. */
function commaPieces(text: string): string[] {
  const pieces: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === '(') depth++;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (char === ',' && depth === 0) {
      pieces.push(text.slice(start, index).trim());
      start = index + 1;
    }
  }
  pieces.push(text.slice(start).trim());
  return pieces;
}

const edge = new Set([' ', '\t', ',', ';', ':', '|', '•', '·', '–', '—', '-', '/']);

/** The text without separators at either end, by a scan (a pattern here costs time in the square of a long run). */
export function trimSeparators(text: string) {
  let start = 0;
  let end = text.length;
  while (start < end && edge.has(text[start]!)) start++;
  while (end > start && edge.has(text[end - 1]!)) end--;
  return text.slice(start, end);
}

function clean(text: string) {
  let value = trimSeparators(text).trim();
  if (value.endsWith(')') && !value.includes('(')) value = value.slice(0, -1).trim();
  if (value.startsWith('(') && !value.includes(')')) value = value.slice(1).trim();
  // A sentence's full stop ("Frostburg State University."), not an abbreviation's ("Inc.", "Dept.", "S.p.A."); a piece
  // of punctuation alone is no piece.
  if (/\p{L}{5}\.$/u.test(value)) value = value.slice(0, -1);
  return /[\p{L}\p{N}]/u.test(value) ? value : '';
}
