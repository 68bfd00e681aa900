import { zipSync } from 'fflate';
import mammoth from 'mammoth';
import type { ExpansionBudget } from '../expansion-budget';
import { readDocxParts } from './read-docx-parts';

/**
 * Raw text of a DOCX. The parts mammoth needs are inflated here within the budget and handed over
 * stored (uncompressed), so JSZip inside mammoth never inflates attacker data.
 */
export async function docxText(bytes: Uint8Array, budget: ExpansionBudget, maxElements: number): Promise<string> {
  const parts = readDocxParts(bytes, budget, maxElements);
  // Level 0: stored, as read; the zip is only ever opened by mammoth, in this process, at once.
  const rebuilt = zipSync(Object.fromEntries(parts.map((part) => [part.name, part.data])), { level: 0 });
  const result = await mammoth.extractRawText({ buffer: Buffer.from(rebuilt.buffer, rebuilt.byteOffset, rebuilt.byteLength) });
  return result.value;
}
