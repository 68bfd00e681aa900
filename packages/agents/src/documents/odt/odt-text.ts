import { Parser } from 'htmlparser2';
import type { ExpansionBudget } from '../expansion-budget';
import { readXmlParts, type ZipFormat } from '../zip/read-xml-parts';

// An OpenDocument text file (LibreOffice, Google Docs' and Word's "Save as ODT"): its text is content.xml, and
// the page header (where a CV's name often sits) is in styles.xml's master pages.
const odt: ZipFormat = { label: 'ODT', isWanted: (name) => name === 'content.xml' || name === 'styles.xml', required: 'content.xml' };

/** Elements whose end closes a line: paragraphs, headings, list items' paragraphs, and table cells. */
const lineEnds = new Set(['text:p', 'text:h', 'table:table-cell']);

/**
 * The text of one part, read as a stream of tags (no tree is built): paragraphs and headings one line each, a
 * table cell's text its own line, tabs and line breaks kept, `text:s` as its count of spaces. With `within`, only
 * the text inside elements of that name (styles.xml's `style:header`).
 */
function partText(xml: Buffer, within?: string): string {
  let text = '';
  let depthInside = within ? 0 : 1;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (within && name === within) depthInside++;
        if (depthInside === 0) return;
        if (name === 'text:tab') text += '\t';
        else if (name === 'text:line-break') text += '\n';
        else if (name === 'text:s') text += ' '.repeat(Math.min(Number(attributes['text:c'] ?? 1) || 1, 100));
      },
      ontext(data) {
        if (depthInside > 0) text += data;
      },
      onclosetag(name) {
        if (depthInside > 0 && lineEnds.has(name) && !text.endsWith('\n')) text += '\n';
        if (within && name === within) depthInside--;
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.end(xml.toString('utf8'));
  return text;
}

/** Raw text of an ODT: its page header's text, then its body. */
export function odtText(bytes: Uint8Array, budget: ExpansionBudget, maxElements: number): string {
  const parts = readXmlParts(odt, bytes, budget, maxElements);
  const styles = parts.find((part) => part.name === 'styles.xml');
  const content = parts.find((part) => part.name === 'content.xml')!;
  return [styles ? partText(styles.data, 'style:header') : '', partText(content.data, 'office:body')]
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join('\n');
}
