import { Parser } from 'htmlparser2';
import { stripUnsafeChars } from './clean-text';

// Elements whose content is never readable text (code, styling, embedded documents).
const hiddenTags = new Set(['script', 'style', 'noscript', 'template', 'head', 'title', 'textarea', 'select', 'svg', 'math', 'iframe', 'object']);
// Blocks separated by a blank line; rows and list items start a new line.
const paragraphTags = new Set([
  'p',
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'blockquote',
  'pre',
  'table',
  'hr',
  'section',
  'article',
  'header',
  'footer',
  'dl',
]);
const lineTags = new Set(['li', 'tr', 'dt', 'dd']);
// A link's text is marked (private-use characters, removed from the input) while the text is built, so a line made only of links that say "apply" can go.
const linkOpen = '\uE000';
const linkClose = '\uE001';
const callToAction = /^(?:click here to )?apply(?: (?:now|here|today|online|for this (?:job|position|role)))?[.!]?$/i;

/**
 * Readable plain text of HTML: blocks on their own lines (a blank line between paragraphs), list items
 * as "• item" lines, entities decoded, whitespace collapsed, never more than one blank line in a row.
 */
export function htmlToText(html: string): string {
  const parts: string[] = [];
  let breaks = 0; // newlines owed before the next visible text
  let bullet = false;
  let hidden = 0;
  let pre = 0;
  let item = 0; // inside a list item, blocks are lines: "• two" stays one line with its item
  let link: 'none' | 'opened' | 'marked' = 'none';

  const owe = (count: number) => {
    breaks = Math.max(breaks, count);
  };
  const parser = new Parser(
    {
      onopentag(name) {
        if (hidden || hiddenTags.has(name)) return void hidden++;
        if (name === 'pre') pre++;
        if (name === 'a') link = 'opened';
        if (name === 'li') {
          item++;
          bullet = true;
        }
        if (name === 'br')
          breaks++; // "a<br><br>b" is a blank line, unlike two closing blocks
        else if (paragraphTags.has(name)) owe(item ? 1 : 2);
        else if (lineTags.has(name)) owe(1);
        else if (name === 'td' || name === 'th') parts.push(' ');
      },
      ontext(text) {
        if (hidden) return;
        const own = text.replace(/[\uE000\uE001]/g, '');
        const chunk = pre ? own : own.replace(/\s+/g, ' ');
        if (!chunk.trim()) return void parts.push(chunk);
        if (breaks && parts.length) parts.push('\n'.repeat(breaks));
        breaks = 0;
        if (bullet) parts.push('• ');
        bullet = false;
        // The mark goes after the line breaks owed, so it sits on the line of the link's own text.
        if (link === 'opened') {
          parts.push(linkOpen);
          link = 'marked';
        }
        parts.push(chunk);
      },
      onclosetag(name) {
        if (hidden) return void hidden--;
        if (name === 'pre') pre--;
        if (name === 'a' && link === 'marked') parts.push(linkClose);
        if (name === 'a') link = 'none';
        if (name === 'li') item = Math.max(0, item - 1);
        if (paragraphTags.has(name)) owe(item ? 1 : 2);
        else if (name === 'li' || name === 'tr' || name === 'dd') owe(1);
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return tidy(withoutApplyLinks(parts.join('')));
}

/**
 * A line made only of links saying "Apply" / "Apply here" / "Click here to apply" is the board's button,
 * not the posting (a link whose address was unsafe leaves just that word); links inside sentences stay.
 */
function withoutApplyLinks(text: string): string {
  return text
    .split('\n')
    .filter((line) => {
      const links = [...line.matchAll(/\uE000([^\uE000\uE001]*)\uE001/g)].map((match) => match[1]!.trim());
      const rest = line
        .replace(/\uE000[^\uE000\uE001]*\uE001/g, '')
        .replace(/^•/, '')
        .trim();
      return !(rest === '' && links.length > 0 && links.every((link) => link === '' || callToAction.test(link)) && links.some((link) => link !== ''));
    })
    .join('\n')
    .replace(/[\uE000\uE001]/g, '');
}

function tidy(text: string): string {
  return stripUnsafeChars(text)
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[^\S\n]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
