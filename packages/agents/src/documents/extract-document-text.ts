import { DocumentLimitError, UnreadableDocumentError } from './document-errors';
import { resolveLimits, type DocumentLimits } from './document-limits';
import { docText } from './doc/doc-text';
import { docxText } from './docx/docx-text';
import { ExpansionBudget } from './expansion-budget';
import { normalizeText } from './normalize-text';
import { odtText } from './odt/odt-text';
import { pdfText } from './pdf/pdf-text';
import { preparePdf } from './pdf/prepare-pdf';
import { rtfText } from './rtf/rtf-text';

export type DocumentType = 'pdf' | 'docx' | 'doc' | 'odt' | 'rtf' | 'txt';

async function rawText(type: DocumentType, bytes: Uint8Array, limits: DocumentLimits): Promise<string> {
  if (type === 'pdf') return pdfText(preparePdf(bytes, new ExpansionBudget(limits.expandedBytes, 'PDF')), limits);
  if (type === 'docx') return docxText(bytes, new ExpansionBudget(limits.expandedBytes, 'DOCX'), limits.xmlElements);
  if (type === 'odt') return odtText(bytes, new ExpansionBudget(limits.expandedBytes, 'ODT'), limits.xmlElements);
  if (type === 'doc') return docText(bytes);
  // Twice the cap: normalising shrinks text.
  if (type === 'rtf') return rtfText(bytes, limits.textLength * 2);
  // Four bytes per character at most, twice the cap for normalising: no need to decode the rest.
  return new TextDecoder('utf-8').decode(bytes.subarray(0, limits.textLength * 8)).replace(/^\uFEFF/, '');
}

/**
 * Plain text of a document, normalised and capped; '' when it holds none (a scanned PDF).
 * Throws DocumentLimitError when reading it would cross a limit (checked before any parser inflates
 * anything) and UnreadableDocumentError when it is corrupt.
 */
export async function extractDocumentText(type: DocumentType, bytes: Uint8Array, limits?: Partial<DocumentLimits>): Promise<string> {
  const resolved = resolveLimits(limits);
  let text: string;
  try {
    text = await rawText(type, bytes, resolved);
  } catch (error) {
    if (error instanceof DocumentLimitError || error instanceof UnreadableDocumentError) throw error;
    throw new UnreadableDocumentError(`The ${type.toUpperCase()} file could not be read: ${(error as Error).message}`);
  }
  return normalizeText(text, resolved.textLength);
}
