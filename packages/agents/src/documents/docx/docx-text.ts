import mammoth from 'mammoth';
import type { ExpansionBudget } from '../expansion-budget';
import { readDocxParts } from './read-docx-parts';
import { writeZip } from './write-zip';

/**
 * Raw text of a DOCX. The parts mammoth needs are inflated here within the budget and handed over
 * stored (uncompressed), so JSZip inside mammoth never inflates attacker data.
 */
export async function docxText(bytes: Uint8Array, budget: ExpansionBudget, maxElements: number): Promise<string> {
  const rebuilt = writeZip(readDocxParts(bytes, budget, maxElements));
  const result = await mammoth.extractRawText({ buffer: rebuilt });
  return result.value;
}
