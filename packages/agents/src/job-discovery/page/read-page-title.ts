import { readPlainText } from '../sources/read-values';

/** How far into a page its <title> is looked for: it sits in the head. */
const headChars = 200_000;

/** The page's <title> as plain text (entities decoded, at most 300 characters), or '' when it has none. */
export function readPageTitle(html: string): string {
  const match = /<title\b[^>]*>([^<]{1,2000})<\/title>/i.exec(html.slice(0, headChars));
  return (match && readPlainText(match[1], 300)) || '';
}
