import { DocumentLimitError } from '../document-errors';

export type XmlPart = { name: string; data: Buffer };

/** Word never writes a DTD; refusing any `<!` other than comments and CDATA rules out XXE and entity expansion. */
export function refuseDeclarations(part: XmlPart, label = 'DOCX'): void {
  if (!/<!(?!--|\[CDATA\[)/.test(part.data.toString('latin1'))) return;
  throw new DocumentLimitError(
    'dtd',
    `This ${label} file contains a document type declaration (<!DOCTYPE> or <!ENTITY>) in ${part.name}, which word processors never write and which can hide entity attacks; save it again and upload that`,
  );
}

/** Opening tags in the part: mammoth's XML reader builds about 1.3 KB of objects for each. */
export function countElements(part: XmlPart): number {
  const data = part.data;
  let count = 0;
  for (let index = data.indexOf(0x3c); index >= 0; index = data.indexOf(0x3c, index + 1)) {
    const next = data[index + 1];
    if (next !== 0x2f && next !== 0x3f && next !== 0x21) count++;
  }
  return count;
}

export function tooManyElements(label: string, cap: number): DocumentLimitError {
  return new DocumentLimitError(
    'xml-elements',
    `This ${label} file has more than ${cap.toLocaleString('en')} XML elements in its text, over the limit for a resume; save it as a PDF and upload that`,
  );
}
