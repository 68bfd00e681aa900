import type { ExpansionBudget } from '../expansion-budget';
import type { XmlPart } from './check-xml-part';
import { readXmlParts, type ZipFormat } from '../zip/read-xml-parts';

export type DocxPart = XmlPart;

/**
 * The parts mammoth's raw-text reader opens (docx-reader.js): content types, package and part
 * relationships, and the main document with its styles, numbering, notes and comments, all flat
 * under word/. Media, themes and custom XML are never inflated, and neither are headers and footers, which
 * mammoth never opens (a Word template's header can hold megabytes of drawn shapes: 3.6 MB in one real CV).
 */
export function isTextPart(name: string): boolean {
  if (/^word\/(header|footer)\d*\.xml$/.test(name)) return false;
  return name === '[Content_Types].xml' || name === '_rels/.rels' || /^word\/[^/]+\.xml$/.test(name) || /^word\/_rels\/[^/]+\.xml\.rels$/.test(name);
}

const docx: ZipFormat = { label: 'DOCX', isWanted: isTextPart, required: 'word/document.xml' };

/** The text parts of a DOCX, inflated within the budget, judged by their real size rather than the headers' claims. */
export function readDocxParts(bytes: Uint8Array, budget: ExpansionBudget, maxElements: number): DocxPart[] {
  return readXmlParts(docx, bytes, budget, maxElements);
}
