import { DocumentLimitError, UnreadableDocumentError } from './document-errors';
import { resolveLimits, type DocumentLimits } from './document-limits';
import { docText } from './doc/doc-text';
import { docxText } from './docx/docx-text';
import { ExpansionBudget } from './expansion-budget';
import type { LayoutLine, ReadDocument } from './layout/layout-line';
import { normalizeLine, normalizeText } from './normalize-text';
import { readScannedText, type OcrHooks } from './ocr/read-scanned-text';
import { odtText } from './odt/odt-text';
import { pdfText } from './pdf/pdf-text';
import { preparePdf } from './pdf/prepare-pdf';
import { rtfText } from './rtf/rtf-text';

export type DocumentType = 'pdf' | 'docx' | 'doc' | 'odt' | 'rtf' | 'txt' | 'png' | 'jpg';

async function rawText(type: DocumentType, bytes: Uint8Array, limits: DocumentLimits): Promise<string | ReadDocument> {
  // A photo of a resume has no text but what OCR reads (readScannedText).
  if (type === 'png' || type === 'jpg') return '';
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
 * Plain text of a document, normalised and capped; '' when it holds none (a scan OCR read nothing from).
 * Throws DocumentLimitError when reading it would cross a limit (checked before any parser inflates
 * anything) and UnreadableDocumentError when it is corrupt.
 */
export async function extractDocumentText(type: DocumentType, bytes: Uint8Array, limits?: Partial<DocumentLimits>): Promise<string> {
  return (await extractDocument(type, bytes, limits)).text;
}

/**
 * The document's text as extractDocumentText reads it and, where its format has one, the lines it was laid out in
 * (decision 0043), their text normalised as the text is; same limits and refusals.
 */
export async function extractDocument(
  type: DocumentType,
  bytes: Uint8Array,
  limits?: Partial<DocumentLimits>,
  hooks?: OcrHooks,
): Promise<ReadDocument> {
  const resolved = resolveLimits(limits);
  let read: ReadDocument;
  try {
    const raw = await rawText(type, bytes, resolved);
    read = typeof raw === 'string' ? { text: raw } : raw;
  } catch (error) {
    if (error instanceof DocumentLimitError || error instanceof UnreadableDocumentError) throw error;
    throw new UnreadableDocumentError(`The ${type.toUpperCase()} file could not be read: ${(error as Error).message}`);
  }
  const text = normalizeText(read.text, resolved.textLength);
  // A scan (or a photo): its pages read by OCR, which the check step then marks unsure field by field.
  const scanned = await readScannedText(type, bytes, text, resolved, hooks);
  if (scanned !== undefined) return { text: normalizeText(scanned, resolved.textLength), ocr: true };
  if (!read.layout) return { text };
  // As many lines as the text keeps, each as the text writes it, and no more characters than it keeps: a line
  // the text was cut in (a 30 MB paragraph) is cut too, so the lines stored beside it are no larger than it.
  const layout: LayoutLine[] = [];
  const most = text.split('\n').length;
  let characters = 0;
  for (const { cells, ...line } of read.layout) {
    if (layout.length === most || characters >= resolved.textLength) break;
    const normalized = normalizeLine(line.text.slice(0, resolved.textLength * 2));
    const lineText = normalized.slice(0, resolved.textLength - characters);
    if (lineText === '') continue;
    characters += lineText.length;
    const whole = lineText.length === normalized.length && line.text.length <= resolved.textLength * 2;
    const pieces = whole ? cells?.map(normalizeLine).filter((cell) => cell !== '') : undefined;
    layout.push({ ...line, text: lineText, ...(pieces && pieces.length > 1 ? { cells: pieces } : {}) });
  }
  return { text, layout };
}
