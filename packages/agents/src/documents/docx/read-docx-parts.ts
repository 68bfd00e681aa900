import { DocumentLimitError, UnreadableDocumentError } from '../document-errors';
import { ExpansionBudget } from '../expansion-budget';
import type { XmlPart } from './check-xml-part';
import { readXmlParts, type ZipFormat } from '../zip/read-xml-parts';

export type DocxPart = XmlPart;

/**
 * The parts mammoth's raw-text reader opens (docx-reader.js): content types, package and part
 * relationships, and the main document with its styles, numbering, notes and comments, all flat
 * under word/. Media, themes and custom XML are never inflated, and neither are headers and footers here, which
 * mammoth never opens (a Word template's header can hold megabytes of drawn shapes: 3.6 MB in one real CV); the page
 * headers are read apart, within a small budget of their own (readDocxHeaders).
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

/** What a DOCX's page headers may inflate to, apart from the document's budget: a header's name and contact lines are a few kilobytes. */
const headerBytes = 1024 * 1024;
/** And how many elements they may hold (drawn shapes in a template's header count too). */
const headerElements = 5_000;

const headers: ZipFormat = { label: 'DOCX', isWanted: (name) => /^word\/header\d*\.xml$/.test(name) };

/**
 * The page headers of a DOCX (`word/header1.xml`, …, in their order), where many templates put the name and the
 * contact lines; none where they would pass their own small budget or cannot be read (a template's header of megabytes
 * of shapes, a damaged one: left unread, the document is not refused for it).
 */
export function readDocxHeaders(bytes: Uint8Array): DocxPart[] {
  try {
    const parts = readXmlParts(headers, bytes, new ExpansionBudget(headerBytes, 'DOCX'), headerElements);
    const number = (part: DocxPart) => Number(/(\d*)\.xml$/.exec(part.name)![1] || 0);
    return parts.sort((left, right) => number(left) - number(right));
  } catch (error) {
    // A header over its budget or damaged is left unread: the body was read without it.
    if (error instanceof DocumentLimitError || error instanceof UnreadableDocumentError) return [];
    throw error;
  }
}
