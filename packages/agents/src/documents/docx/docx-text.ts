import mammoth from 'mammoth';
import type { ExpansionBudget } from '../expansion-budget';
import type { ReadDocument } from '../layout/layout-line';
import type { XmlPart } from './check-xml-part';
import { docxLayout } from './docx-layout';
import { readDocxHeaders, readDocxParts } from './read-docx-parts';
import { writeZip } from './write-zip';

/**
 * Raw text of a DOCX, with the lines it was laid out in (decision 0043). The parts mammoth needs are inflated here
 * within the budget and handed over stored (uncompressed), so JSZip inside mammoth never inflates attacker data; the
 * layout is read from the same parts.
 */
export async function docxText(bytes: Uint8Array, budget: ExpansionBudget, maxElements: number): Promise<ReadDocument> {
  const parts = readDocxParts(bytes, budget, maxElements);
  const result = await mammoth.extractRawText({ buffer: writeZip(parts.map(withLineBreaksMarked)) });
  return docxLayout(parts, result.value.replaceAll(lineMark, '\n\n'), readDocxHeaders(bytes));
}

// A line break inside a paragraph (`<w:br/>`, not a page's or a column's): mammoth writes nothing for it, gluing the words on
// either side ("Janet Michelle" ⏎ "Santiago Luna" read as "Janet MichelleSantiago Luna"), where Word starts a new line
// ("Auxiliar Contable" ⏎ "Contabilidad y Finanzas Gómez S.A." ⏎ "Enero 2022 – Junio 2023" is a role's title,
// employer and dates, not one title).
// (Each scan stops at the next tag's bracket, so a run of unclosed tags costs time in proportion to it; either quote.)
const lineBreak = /<w:br(?:\s(?![^<>]*\bw:type\s*=\s*["'](?:page|column)["'])[^<>]*)?\/>/g;
/** What mammoth writes for a line break, read as a paragraph's end (the layout ends a line there too). */
const lineMark = '\u2028';

/** The main document with each line break written as a line separator, which mammoth writes as text. */
function withLineBreaksMarked(part: XmlPart): XmlPart {
  if (part.name !== 'word/document.xml') return part;
  // Latin-1 keeps every byte as it was: only the ASCII of the tags changes.
  const xml = part.data.toString('latin1');
  const marked = xml.replace(lineBreak, '<w:t>&#x2028;</w:t>');
  return marked === xml ? part : { ...part, data: Buffer.from(marked, 'latin1') };
}
