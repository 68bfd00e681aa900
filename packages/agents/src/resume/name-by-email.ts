import { nameInLine } from './name-line';
import { headingKey } from './resume-headings';

/** How far into the text a name the email confirms is looked for, in lines: the first page's top and sidebar. */
const nameLines = 40;

/**
 * The email address speaks for a name: a word of the name (three letters or more) is in its local part
 * ("kosilova04@…" for "Kosilova Olga"), the local part begins a word of it ("shaneber@…" for "Shaneberger"), or the
 * name's words run together in it or in the domain's name ("hello@allisonbeer.com").
 */
export function emailNames(email: string, name: string): boolean {
  // Compared as headings are (lower case, accents off, "ł" as "l", letters alone): "Kardaś" and "kardas" are one word.
  const [local = '', domain = ''] = email.split('@').map(headingKey);
  const words = headingKey(name)
    .split(' ')
    .filter((word) => word.length >= 3);
  if (words.length === 0 || local === '') return false;
  const pieces = local.split(' ').filter((piece) => piece.length >= 4);
  const site = domain.split(' ')[0] ?? '';
  return (
    words.some((word) => local.includes(word) || pieces.some((piece) => word.startsWith(piece))) ||
    (words.length >= 2 && [local, site].some((text) => text.includes(words.join(''))))
  );
}

/**
 * The name the resume's email address confirms (decision 0043): the name read where the email speaks for it or says
 * nothing of any line; else the first line near the top that is a person's name (`nameInLine`) and that the email
 * speaks for ("Şule Savaş" in a sidebar, where a headline stood out larger). Nothing is made from the address itself.
 */
export function nameTheEmailConfirms(read: string, email: string, lines: readonly string[]): string {
  if (email === '' || (read !== '' && emailNames(email, read))) return read;
  for (const line of lines.slice(0, nameLines)) {
    const name = nameInLine(line);
    if (name !== '' && emailNames(email, name)) return name;
  }
  return read;
}
