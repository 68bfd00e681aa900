import { Parser } from 'htmlparser2';
import { stripUnsafeChars } from './clean-text';

// Elements whose content is never readable text (code, styling, embedded documents).
const hiddenTags = new Set(['script', 'style', 'noscript', 'template', 'head', 'title', 'textarea', 'select', 'svg', 'math', 'iframe', 'object']);
// Blocks separated by a blank line; rows and list items start a new line.
const paragraphTags = new Set(['p', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'blockquote', 'pre', 'table', 'hr', 'section', 'article', 'header', 'footer', 'dl']);
const lineTags = new Set(['li', 'tr', 'dt', 'dd']);

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

  const owe = (count: number) => {
    breaks = Math.max(breaks, count);
  };
  const parser = new Parser(
    {
      onopentag(name) {
        if (hidden || hiddenTags.has(name)) return void hidden++;
        if (name === 'pre') pre++;
        if (name === 'li') {
          item++;
          bullet = true;
        }
        if (name === 'br') breaks++; // "a<br><br>b" is a blank line, unlike two closing blocks
        else if (paragraphTags.has(name)) owe(item ? 1 : 2);
        else if (lineTags.has(name)) owe(1);
        else if (name === 'td' || name === 'th') parts.push(' ');
      },
      ontext(text) {
        if (hidden) return;
        const chunk = pre ? text : text.replace(/\s+/g, ' ');
        if (!chunk.trim()) return void parts.push(chunk);
        if (breaks && parts.length) parts.push('\n'.repeat(breaks));
        breaks = 0;
        if (bullet) parts.push('• ');
        bullet = false;
        parts.push(chunk);
      },
      onclosetag(name) {
        if (hidden) return void hidden--;
        if (name === 'pre') pre--;
        if (name === 'li') item = Math.max(0, item - 1);
        if (paragraphTags.has(name)) owe(item ? 1 : 2);
        else if (name === 'li' || name === 'tr' || name === 'dd') owe(1);
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return tidy(parts.join(''));
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
