import type { ExperienceEntry, ParsedResume } from '@seeker/contract';
import { countryNames } from '../country-names';
import { findDateRange } from '../dates';
import { looseKey } from '../../text/loose-key';

// Where a street's number ends an address: the line's end, a comma, or a postal code.
const numberEnds = String.raw`\d{1,5}[a-zA-Z]?(?=\s*(?:[,;/|]|$|\d{2}-\d{3}|\d{4,5}\b))`;
/** Words as a line may write them, lower-case or capitalised ("via", "Via"). */
const either = (...words: string[]) => `(?:${words.map((word) => `[${word[0]}${word[0]!.toUpperCase()}]${word.slice(1)}`).join('|')})`;
// A street address in the eight languages: "321 Gotham St", "12 rue de la Paix", "ul. Długa 5", "Via Roma 12",
// "Keizersgracht 123", "Hauptstraße 5", "Calle Mayor, 3", "Rua Augusta 100". A street's name is capitalised.
const streetAddresses = [
  String.raw`\d{1,5}[A-Za-z]?,?\s+(?:\p{Lu}[\p{L}.'’-]*\s+){0,3}(?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Court|Ct|Parkway|Pkwy|Way|Place|Pl)\b\.?(?=\s*(?:[,;|#]|$|Apt|Suite|Ste|Unit|\p{Lu}{2}\b))`,
  String.raw`\b\d{1,5},?\s+${either('rue', 'avenue', 'boulevard', 'bd', 'chemin', 'allée', 'impasse', 'quai')}\s+(?:de|du|des|d['’]|\p{Lu})`,
  String.raw`(?<![\p{L}])${either('ul', 'ulica', 'al', 'aleja', 'os', 'osiedle')}\.?\s+\p{Lu}[\p{L}.-]*(?:\s+\p{Lu}[\p{L}.-]*){0,3}\s+${numberEnds}`,
  String.raw`(?<![\p{L}])${either('via', 'viale', 'piazza', 'piazzale', 'corso', 'vicolo', 'calle', 'avenida', 'avda', 'plaza', 'paseo', 'rua', 'travessa', 'praça', 'alameda')}\.?\s+(?:\p{L}[\p{L}'’.-]*\s+){0,4}\p{Lu}[\p{L}'’.-]*,?\s+(?:n[º°.]?\s*)?${numberEnds}`,
  String.raw`\p{Lu}\p{L}+(?:straat|weg|laan|plein|gracht|kade|dijk|singel|straße|strasse|str\.|gasse|platz|allee)\s+${numberEnds}`,
].map((pattern) => new RegExp(pattern, 'u'));
// A postal code beside a place: "00-950 Warszawa", "1012 AB Amsterdam", "10115 Berlin", "Columbus, OH 43215".
const postalCode = /\b\d{2}-\d{3}\s+\p{Lu}|\b\d{4}\s?[A-Z]{2}\s+\p{Lu}|\b\d{5}\s+\p{Lu}\p{Ll}+|\b[A-Z]{2}\s+\d{5}(?:-\d{4})?\b/u;
const email = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/u;
const link = /\bhttps?:\/\/|\bwww\.|\b[\p{L}\p{N}-]+\.(?:com|net|org|io|dev|me|pl|nl|it|de|fr|es|pt|eu)\/\S/iu;
// A phone number as people write them: "+48 601 234 567", "(614) 555-0188", "614-555-0188", "06-12345678", "601 234 567".
const phone =
  /\+\d{1,3}[\s.-]?\(?\d{1,4}\)?(?:[\s.-]?\d{2,4}){2,4}\b|\(\d{3}\)\s?\d{3}[\s.-]\d{4}\b|\b\d{3}[.-]\d{3}[.-]\d{4}\b|\b0\d{1,3}[\s-]\d{6,8}\b|\b\d{3}\s\d{3}\s\d{3}\b(?!\s*(?:zł|pln|eur|€|\$|usd|%))/iu;
// A label that opens contact data or a role's header: "Phone:", "Adres:", "Stanowisko:", "Employer:", "Zeitraum:".
const label = new RegExp(
  String.raw`^\s*(?:${[
    'e-?mail|tel|phone|mobile|cell|telefon|téléphone|teléfono|telefone|telefono|telefoon|address|adres|adresse|dirección|endereço|indirizzo|linkedin|github',
    'position|role|title|job title|company|employer|organi[sz]ation|period|dates?|duration|location',
    'stanowisko|firma|pracodawca|okres|miejsce|ruolo|posizione|azienda|datore di lavoro|periodo|sede|functie|werkgever|bedrijf|periode|locatie|plaats',
    'puesto|cargo|empresa|empleador|período|ubicación|poste|entreprise|employeur|période|lieu|funktion|arbeitgeber|unternehmen|zeitraum|ort|função|local',
  ].join('|')})\.?\s*:`,
  'iu',
);
const maxQuoted = 600;
// Fewer words than this are a fragment or a header's remains, not a thing someone did.
const minimumWords = 4;

/**
 * Whether a role's line may be quoted in a letter as something its writer did: one of the role's own
 * sentences, never a line the reader left among them that is contact data, an address, a date, or the
 * employer's or a title's header.
 */
export function isQuotable(line: string, entry: ExperienceEntry, resume: ParsedResume): boolean {
  // A paragraph, not a line to quote (and the patterns below stay cheap on a hostile one).
  if (line.length > maxQuoted) return false;
  if ([email, link, phone, label, postalCode, ...streetAddresses].some((pattern) => pattern.test(line))) return false;
  const { contact } = resume;
  const key = looseKey(line);
  for (const part of [contact.email, contact.phone, contact.location, contact.name, ...contact.links]) {
    const known = looseKey(part);
    if (known.length >= 4 && key.includes(known)) return false;
  }
  // What is left once the header's parts and any dates are taken out: a line of a role's header leaves next to nothing.
  let rest = ` ${key} `;
  const headers = resume.experience.flatMap((role) => [role.company, role.role, role.location, ...(role.written ?? [])]);
  for (const part of [...headers, entry.dates?.text ?? ''].map(looseKey).filter((part) => part.length >= 2)) rest = rest.replaceAll(` ${part} `, ' ');
  let dated = line;
  for (let found = findDateRange(dated); found && found.length > 0; found = findDateRange(dated))
    dated = `${dated.slice(0, found.index)} ${dated.slice(found.index + found.length)}`;
  const words = (text: string) => text.match(/\p{L}{2,}/gu) ?? [];
  if (words(rest).length < minimumWords || words(dated).length < minimumWords) return false;
  // A header is names: an employer, a school, a title, a place ("Center for Spatial Analysis and Research, Portland
  // State University"); a line that says what someone did has its verbs and common words in lower case (German
  // writes its nouns with capitals, so it takes four in five words capitalised).
  const longer = dated.match(/\p{L}{3,}/gu) ?? [];
  if (longer.length <= 12 && longer.filter((word) => /^\p{Lu}/u.test(word)).length >= 0.8 * longer.length) return false;
  // A place alone ("Warszawa, Polska", "Milano, Italia"): a short line that ends with a country.
  const parts = line.split(/[,·|–—-]/).map((part) => part.trim());
  return !(words(line).length <= 5 && countryNames.has(parts[parts.length - 1]!));
}
