import mammoth from 'mammoth';
import type { ExpansionBudget } from '../expansion-budget';
import type { ReadDocument } from '../layout/layout-line';
import { docxLayout } from './docx-layout';
import { readDocxParts } from './read-docx-parts';
import { writeZip } from './write-zip';

/**
 * Raw text of a DOCX, with the lines it was laid out in (decision 0043). The parts mammoth needs are inflated here
 * within the budget and handed over stored (uncompressed), so JSZip inside mammoth never inflates attacker data; the
 * layout is read from the same parts.
 */
export async function docxText(bytes: Uint8Array, budget: ExpansionBudget, maxElements: number): Promise<ReadDocument> {
  const parts = readDocxParts(bytes, budget, maxElements);
  const result = await mammoth.extractRawText({ buffer: writeZip(parts) });
  return docxLayout(parts, result.value);
}
