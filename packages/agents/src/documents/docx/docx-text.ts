import mammoth from 'mammoth';
import type { ExpansionBudget } from '../expansion-budget';
import type { ReadDocument } from '../layout/layout-line';
import type { XmlPart } from './check-xml-part';
import { docxLayout } from './docx-layout';
import { readDocxParts } from './read-docx-parts';
import { writeZip } from './write-zip';

/**
 * Raw text of a DOCX, with the lines it was laid out in (decision 0043). The parts mammoth needs are inflated here
 * within the budget and handed over stored (uncompressed), so JSZip inside mammoth never inflates attacker data; the
 * layout is read from the same parts.
 */
export async function docxText(bytes: Uint8Array, budget: ExpansionBudget, maxElements: number): Promise<ReadDocument> {
  const parts = readDocxParts(bytes, budget, maxElements).map(withLineBreaksAsSpaces);
  const result = await mammoth.extractRawText({ buffer: writeZip(parts) });
  return docxLayout(parts, result.value);
}

// A line break inside a paragraph (`<w:br/>`, not a page's or a column's): mammoth writes nothing for it, gluing the words on
// either side ("Janet Michelle" ⏎ "Santiago Luna" read as "Janet MichelleSantiago Luna").
const lineBreak = /<w:br(?:\s(?![^>]*\bw:type="(?:page|column)")[^>]*)?\/>/g;

/** The main document with each line break written as a space, which mammoth and the layout then read alike. */
function withLineBreaksAsSpaces(part: XmlPart): XmlPart {
  if (part.name !== 'word/document.xml') return part;
  // Latin-1 keeps every byte as it was: only the ASCII of the tags changes.
  const xml = part.data.toString('latin1');
  const spaced = xml.replace(lineBreak, '<w:t xml:space="preserve"> </w:t>');
  return spaced === xml ? part : { ...part, data: Buffer.from(spaced, 'latin1') };
}
