import type { ParsedResume } from '@seeker/contract';
import { findDateRange } from './dates';
import { isDocumentLabel } from './document-labels';
import { nameInLine } from './name-line';
import { personalDataKind } from './personal-data-kind';
import { looksLikeRole } from './role-words';
import { isLocation } from './header-places';

// Bounded parts (an address's local part is at most 64 characters, a label 63): a long run of letters is scanned once,
// never from every position in turn (200,000 of them took a minute).
const emailPattern = /(?<![\w.+-])[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,8}/;
// A phone number as people write it: a country code, brackets, spaces, dots or dashes between the digits.
const phonePattern = /(?:\+\d{1,3}[\s.-]?)?(?:\(\d{1,4}\)[\s.-]?)?\d(?:[\s.-]?\d){6,14}/;
const linkPattern = /(?:https?:\/\/|www\.)\S+|(?:linkedin\.com|github\.com|gitlab\.com|behance\.net|dribbble\.com)\/\S+/gi;
const separators = /\s*[|•·]\s*|\s{2,}|\t/;

type Contact = ParsedResume['contact'];

// The labels a resume writes before a phone number or an email address, in the eight languages ("Cellphone:",
// "E-Mail:", "Tel.", "Handy:", "Celular:"): no part of the detail, nor a sign that a number is something else.
const contactLabelWords =
  '(?<!\\p{L})(?:tel|tel[eé]fono|telefone|telefon|telephone|t[eé]l[eé]phone|telefoon|phone|cell ?phone|cell|mobile|mob|mobil|handy|m[oó]vil|cel|celular|telem[oó]vel|cellulare|gsm|fax|e-?mail|correo|courriel|adres e-?mail)(?!\\p{L})';
const contactLabels = new RegExp(`${contactLabelWords}\\.?\\s*:?`, 'giu');
/** Such labels written as labels, with a colon or a dot: what is left of a piece once its details are taken out ("Mobile, AL" is a place). */
const markedContactLabels = new RegExp(`${contactLabelWords}(?:\\.?\\s*:|\\.)`, 'giu');

// The labels forms put before a person's name, in the eight languages (a Europass CV's, the common templates').
const nameLabel = new RegExp(
  `^(?:${[
    'name',
    'full name',
    'nom',
    'nom et prénom',
    'prénom et nom',
    'nom complet',
    'nombre',
    'nombre completo',
    'nombres? y apellidos?',
    'apellidos? y nombres?',
    'nome',
    'nome completo',
    'nome e cognome',
    'cognome e nome',
    'naam',
    'volledige naam',
    'voor- en achternaam',
    'vor- und nachname',
    'vorname und name',
    'name, vorname',
    'imię i nazwisko',
    'nazwisko i imię',
    'name of the applicant',
    'name of applicant',
    'applicant name',
    'candidate name',
  ].join('|')})\\s*(?::\\s*[·|]?|·)\\s*(.+)$`,
  'iu',
);
// A form that asks the given name and the family name apart ("Prénom : Aminata" over "Nom : DJIGO").
const givenLabel = /^(?:first name|given name|forename|prénom|prenom|vorname|nombre|nome|voornaam|imię|imie)\s*(?::\s*[·|]?|·)\s*(.+)$/iu;
const familyLabel =
  /^(?:last name|family name|surname|nom|nachname|familienname|apellidos?|cognome|sobrenome|achternaam|nazwisko)\s*(?::\s*[·|]?|·)\s*(.+)$/iu;

/** The name a form labels among these lines ("Name: …", "Prénom : …" and "Nom : …"), or ''. */
export function labelledName(lines: readonly string[]): string {
  let given = '';
  let family = '';
  for (const written of lines.slice(0, 40)) {
    // A template's field kept in its brackets: "[Name:k.rathika]".
    const line = written.trim().replace(/^\[([^[\]]*)\]$/, '$1');
    // "Nom : Diallo" after "Prénom : Aminata": the name label of a form that asked the given name first is the family's.
    const whole = nameInLine(nameLabel.exec(line)?.[1] ?? '');
    if (whole && given && !whole.includes(given)) return `${given} ${whole}`;
    if (whole) return whole;
    given ||= nameInLine(givenLabel.exec(line)?.[1] ?? '');
    family ||= nameInLine(familyLabel.exec(line)?.[1] ?? '');
    if (given && family) return `${given} ${family}`;
  }
  return '';
}

/** Name, headline, email, phone, location and links from the lines above the first section. */
export function parseContact(lines: readonly string[]): { contact: Contact; rest: string[] } {
  const contact: Contact = { name: '', headline: '', email: '', phone: '', location: '', links: [] };
  const rest: string[] = [];
  // "Nazwisko i Imię: Ospara Robert", "Name: Jane Doe", "Prénom : Aminata" over "Nom : Diallo": where a form labels it.
  contact.name = labelledName(lines);
  for (const line of lines) {
    if (nameLabel.test(line) || givenLabel.test(line) || familyLabel.test(line)) continue;
    let plain = true;
    for (const whole of line
      .split(separators)
      .map((value) => value.trim())
      .filter(Boolean)) {
      // One piece may hold several details ("+91 97242 00396 arjun@example.com"): each is taken out in turn.
      let part = whole;
      const links = part.match(linkPattern);
      if (links) {
        contact.links.push(...links.map((link) => link.replace(/[),.;]+$/, '')));
        part = part.replace(linkPattern, ' ');
      }
      const email = emailPattern.exec(part);
      if (email) {
        contact.email ||= email[0];
        part = part.replace(email[0], ' ');
      }
      const phone = phonePattern.exec(part);
      if (
        phone &&
        !findDateRange(phone[0]) &&
        phone[0].replace(/\D/g, '').length >= 7 &&
        part
          .replace(phone[0], '')
          .replace(contactLabels, '')
          .replace(/[^A-Za-z]/g, '').length <= 8
      ) {
        contact.phone ||= phone[0].trim();
        part = part.replace(phone[0], ' ');
      }
      if (part !== whole) {
        plain = false;
        part = part.replace(markedContactLabels, ' ').replace(/^[\s,;:|.-]+|[\s,;:|.-]+$/g, '');
        if (part === '') continue;
      }
      if (isLocation(part.replace(/\s+\d{5}(?:-\d{4})?$/, '')) && contact.name !== '') {
        contact.location ||= part;
        plain = false;
      }
    }
    if (!plain) continue;
    const name = contact.name === '' ? nameInLine(line) : '';
    if (name !== '') contact.name = name;
    // The document's title and the labels over the details say nothing of the person.
    else if (isDocumentLabel(line)) continue;
    // A form's personal-data field ("Geboortedatum · 31 augustus 1972", "Nationality: Belgian", a street address) is
    // neither the headline nor a summary.
    else if (personalDataKind(line.split(/\s+·\s+|:\s/)[0]!) !== null || personalDataKind(line) !== null) {
      // A street address ends with the town the person lives in: that is their location ("112 Briarwood Drive
      // Marquette, MI 49855" → "Marquette, MI"); the street stays personal data. A birthplace is no one's location.
      const kind = personalDataKind(line) ?? personalDataKind(line.split(/\s+·\s+|:\s/)[0]!);
      if (contact.location === '' && kind === 'address') contact.location = townAtEnd(line);
      continue;
    } else if (contact.headline === '' && (contact.name !== '' || looksLikeRole(line)) && line.split(' ').length <= 12 && !/[.!]$/.test(line))
      contact.headline = line;
    else rest.push(line);
  }
  return { contact, rest };
}

/**
 * The place an address line ends with, as the gazetteer knows it: the last comma's pieces (a postcode left out) with
 * the words before them that name the town ("…Drive Marquette, MI 49855" → "Marquette, MI"); '' when none.
 */
function townAtEnd(line: string): string {
  const pieces = line
    .replace(/\b\d{5}(?:-\d{4})?\b/g, ' ')
    .split(',')
    .map((piece) => piece.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  for (let last = pieces.length; last >= 2; last--) {
    const words = pieces[last - 2]!.split(' ');
    // The last piece whole, or its first words where a country follows them ("RI United States").
    const ends = [pieces[last - 1]!, ...[1, 2].map((count) => pieces[last - 1]!.split(' ').slice(0, count).join(' '))];
    for (let count = Math.min(3, words.length); count >= 1; count--)
      for (const end of ends) {
        const town = `${words.slice(-count).join(' ')}, ${end}`;
        if (!/\d/.test(town) && isLocation(town)) return town;
      }
  }
  return '';
}
