import type { ReadDocument } from '../layout/layout-line';
import { bodyTokens } from './docx-body';
import { DocxStyles } from './docx-styles';
import { laidOut } from './layout-geometry';
import { paragraphsOf } from './layout-paragraphs';
import { unitsOf, type Unit } from './layout-units';
import { withMammothWords } from './mammoth-paragraphs';
import type { DocxPart } from './read-docx-parts';

/**
 * A DOCX read with its layout (decision 0043): one line per paragraph with words, in mammoth's order, its text as
 * mammoth's raw text (`raw`) writes it; its size (points) and weight those most of its letters have, from the runs,
 * their styles, the paragraph's style and the document's defaults; its left indent; its page (explicit and last
 * rendered page breaks); its place down the page and the space above it from the paragraphs' spacing and the blank
 * paragraphs between; and its cells where tabs set them apart. A table row whose cells each hold one short
 * paragraph is one line with the cells' texts as cells, and one line of the text too (the cells joined by a tab),
 * where the paragraphs read are mammoth's: every word mammoth gives is kept, in its order.
 */
export function docxLayout(parts: readonly DocxPart[], raw: string, headers: readonly DocxPart[] = []): ReadDocument {
  const part = (name: string) => parts.find((candidate) => candidate.name === name)?.data;
  const document = part('word/document.xml');
  if (!document) return { text: raw };
  const styles = new DocxStyles(part('word/styles.xml'), part('word/numbering.xml'));
  const read = paragraphsOf(bodyTokens(document, styles));
  const paragraphs = withMammothWords(read.paragraphs, raw);
  const units = unitsOf(paragraphs, read.rows);
  // Mammoth's text, but for the rows read as one line (each paragraph is mammoth's, each row's joined by tabs).
  const body = units.length < paragraphs.length ? units.map((unit) => `${unit.text}\n\n`).join('') : raw;
  const top = headerUnits(headers, styles);
  return { text: top.map((unit) => `${unit.text}\n\n`).join('') + body, layout: laidOut([...top, ...units]) };
}

/**
 * The lines of the page headers, above the body's on the first page: each header's paragraphs with words, as read
 * here (mammoth never opens a header), a line that an earlier header already holds (a first page's header and the
 * other pages' alike) once.
 */
function headerUnits(headers: readonly DocxPart[], styles: DocxStyles): Unit[] {
  const seen = new Set<string>();
  const units: Unit[] = [];
  for (const header of headers) {
    const read = paragraphsOf(bodyTokens(header.data, styles, 'header'));
    for (const unit of unitsOf(read.paragraphs, read.rows)) {
      const key = unit.text.replace(/\s+/g, ' ').trim();
      if (unit.blank || seen.has(key)) continue;
      seen.add(key);
      units.push({ ...unit, page: 1 });
    }
  }
  return units;
}
