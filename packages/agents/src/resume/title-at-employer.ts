import { isKnownCity } from '../places/known-city';
import { isLocation, isPlaceName } from './header-places';
import { namesAnOrganisation, organisationWords } from './organisation-words';
import { looksLikeRole } from './role-words';

/** A piece "Trainee bei Schindler AG" of a line set apart in pieces ("… bei Schindler AG · Ebikon"): title and employer. */
export function titleAtEmployer(piece: string): string[] {
  const found = atEmployer.exec(piece);
  // ("for" asks more of what is before and after it: titleBefore.)
  return found &&
    looksLikeRole(found[1]!) &&
    (joiningWord(piece, found[1]!) !== 'for' || titleBefore(piece, found[1]!)) &&
    employerToTheEnd(found[2]!)
    ? [found[1]!, found[2]!]
    : [piece];
}

/** The word that joins the title before it to what follows ("at", "bei", "for"), lower case. */
const joiningWord = (whole: string, before: string) => whole.slice(before.length).trimStart().split(/\s+/)[0]!.toLowerCase();

/**
 * What comes before "at" is a title: a role's word ("Engineer at Acme"). "bei", "beim", "bij", "presso" and "chez"
 * join a title to its employer and little else in a header ("Administrative Office bei GC International AG",
 * "jobstudent: arbeider bij Stora Enso"): before them any words are a title, where the employer runs to the end
 * of the line (a piece of a line set apart in pieces may name a department: "Assistenz bei Projekten | Siemens AG"). English "at" also names places
 * ("University of Texas at Austin"), "au" and "à" a school or a city: a role's word is asked for.
 */
function titleBefore(whole: string, before: string) {
  const word = joiningWord(whole, before);
  // "for" names the organisation worked for ("Volunteer for American Foundation of Suicide Prevention", "Freelancing for
  // Heywood Hospital") only right after a role or an activity and where what follows names one: "Manager for Business
  // Development" names a field, "TFS Tuned for Sports AG" is one name.
  if (word === 'for')
    return (
      !/[,;|·]/.test(before) &&
      (looksLikeRole(before) || /^\p{L}+ing$/iu.test(before.trim())) &&
      namesAnOrganisation(
        whole
          .slice(before.length)
          .trim()
          .replace(/^for\s+(?:the\s+)?/i, ''),
      )
    );
  return looksLikeRole(before) || (['bei', 'beim', 'bij', 'presso', 'chez'].includes(word) && /\p{L}{2}/u.test(before));
}

const workedAs = /^\s*(?:worked|working|employed|served|serving)\s+(?:in|at|for|with)\s+(.{2,80}?)\s+as\s+(?:an?\s+)?(.{2,80}?)[\s.]*$/iu;
const atEmployer = /^(.{1,120}?)\s+(?:at|chez|beim|bei|presso|bij|au(?!\s+sein\b)|à\s+l['’]|à\s+la|for(?:\s+the)?)\s*(?<=\s|['’])(.*)$/iu;

/**
 * What follows "at" is one employer: no further part after it, or only a place ("Acme GmbH, Berlin"); after a
 * name an organisation's word ends, any name-shaped place ("Schindler Management AG, Ebikon").
 */
function employerToTheEnd(after: string) {
  const [employer = '', ...rest] = after.split(/\s*[,|;·]\s*|\s{2,}/).filter((piece) => piece.trim() !== '');
  const named = organisationWords.test(employer);
  return rest.every((piece) => isLocation(piece) || isKnownCity(piece) || (named && isPlaceName(piece.trim())));
}

/**
 * The line with a title and the employer a word joins it to set apart ("Engineer at Acme" → "Engineer  Acme"), and
 * "Worked in Acme as Consultant" written title first: what splitHeader then reads as two pieces.
 */
export function withTitleApartFromEmployer(line: string): string {
  // "Engineer at Acme", "Stagiaire au CEA", "Entwickler bei Acme", "Sviluppatore presso Acme", but not
  // "University of Texas at Austin" (no role before it) or "au sein de l'équipe".
  // The employer runs to the end of the line, or to a place: in "Chargée de mission à la direction
  // financière, Airbus" or "Assistenz bei Projekten | Siemens AG" the word names a department.
  const apart = line.replace(atEmployer, (whole, before: string, after: string) =>
    titleBefore(whole, before) && employerToTheEnd(after) ? `${before}  ${after}` : whole,
  );
  // "Worked in Ernst and Young LLP as Sr. Consultant from May 2017 to till date": the employer, then the title.
  return apart.replace(workedAs, (_, employer: string, title: string) => `${title}  ${employer}`);
}
