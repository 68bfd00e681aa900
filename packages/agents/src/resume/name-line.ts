import { isDocumentLabel, isDocumentTitle } from './document-labels';
import { headingKind } from './resume-headings';
import { looksLikeRole } from './role-words';
import { isKnownCity } from '../places/known-city';
import { isLocation } from './header-places';
import { personalDataKind } from './personal-data-kind';

/**
 * The person's name as a line writes it, or '' when the line is no one's name: a heading, the document's title, a
 * label over the details ("CONTACTO :"), a job title (an anonymised resume's headline, "FOOD PREP CHEF"), a place,
 * or anything with digits, an address or more than five words. A place after the name on the same line
 * ("Thalita Firmo Drumond Toulouse,France") is left off.
 */
export function nameInLine(line: string): string {
  const text = line.replace(/\s+/g, ' ').trim();
  const titled = withoutDocumentTitle(text);
  if (titled !== text) return nameInLine(titled);
  // Digits, addresses, links' pieces ("jo/acade", "?tab=") and bracketed notes ("(LinkedIn)") are in no one's name.
  if (text === '' || /[\d@/\\?=#%&*+|()[\]{}<>]|:$|:\s/.test(text) || text.split(' ').length > 8) return '';
  // A heading written in lower case ("experience") is still a heading.
  const capitalised = text[0]!.toUpperCase() + text.slice(1);
  // Credentials after a comma are the name's ("Daniel Okafor, RN"): the job-title test reads what comes before it.
  const beforeComma = text.split(',')[0]!;
  // A place is a known city, or a city and its region where the city is known too ("Daniel Okafor, RN" is no city in Brazil's RN).
  const place = isKnownCity(text) || (isLocation(text) && (!text.includes(',') || isKnownCity(beforeComma)));
  // A form's label for personal data ("Geburtsdatum", "Nationality") names no one.
  if (headingKind(capitalised) !== null || isDocumentLabel(text) || looksLikeRole(beforeComma) || place || personalDataKind(text) !== null) return '';
  const withPlace = /^(.+?)\s+([^\s,]+\s*,\s*[^,]+)$/.exec(text);
  const tail = withPlace?.[2]!.replace(/\s*,\s*/, ', ');
  const name = withPlace && tail && isLocation(tail) && isKnownCity(tail.split(',')[0]!) ? withPlace[1]! : text;
  // A name has two letters at least, words of a name's length, and fits a line ("a", 200 A's are no one's).
  // A phrase's small words ("Place of Residence", "Date and place") are in no name; a name's particles ("van der", "de la") are.
  const plausible =
    (name.match(/\p{L}/gu)?.length ?? 0) >= 2 &&
    name.length <= 60 &&
    name.split(' ').every((word) => word.length <= 30) &&
    !/\s(?:of|for|and|the|with|und|et)\s/i.test(` ${name} `);
  return name.split(' ').length <= 5 && plausible ? name : '';
}

// The words that join a document's title to whose it is: "Resume of", "CV de", "Lebenslauf von", "Curriculum di".
const whose = /^(?:of|de|du|von|di|van|od)\s+/i;

/**
 * A line that puts the document's title before or after the name ("CV Rainer M. Krug", "Resume of Jane Doe",
 * "Jane Doe – Curriculum Vitae") without the title; the line as it is where it has none, or is the title alone.
 */
function withoutDocumentTitle(text: string): string {
  const words = text.split(' ');
  if (isDocumentTitle(text)) return text;
  for (let count = Math.min(3, words.length - 1); count >= 1; count--) {
    if (isDocumentTitle(words.slice(0, count).join(' ')))
      return words
        .slice(count)
        .join(' ')
        .replace(/^[-–—|:·,]\s*/, '')
        .replace(whose, '');
    if (isDocumentTitle(words.slice(-count).join(' ')))
      return words
        .slice(0, -count)
        .join(' ')
        .replace(/\s*[-–—|:·,]$/, '');
  }
  return text;
}
