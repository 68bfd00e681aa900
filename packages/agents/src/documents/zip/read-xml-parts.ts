import { inflateRawSync } from 'node:zlib';
import { DocumentLimitError, UnreadableDocumentError } from '../document-errors';
import type { ExpansionBudget } from '../expansion-budget';
import { countElements, refuseDeclarations, tooManyElements, type XmlPart } from '../docx/check-xml-part';
import { readZipDirectory, type ZipDirectory, type ZipEntry } from '../docx/read-zip-directory';

/** A zipped XML format (DOCX, ODT): its name in messages, the parts read, and the one part it cannot lack (if any). */
export type ZipFormat = { label: string; isWanted: (name: string) => boolean; required?: string };

const localHeaderSignature = 0x04034b50;
const stored = 0;
const deflated = 8;

function damaged(format: ZipFormat, reason: string) {
  return new UnreadableDocumentError(`The ${format.label} file could not be read: ${reason}`);
}

/** Where an entry's data may end: at the next local header or the central directory, whatever the headers claim. */
function dataLimit(entry: ZipEntry, directory: ZipDirectory) {
  let limit = directory.centralDirectoryOffset;
  for (const other of directory.entries) {
    if (other.localHeaderOffset > entry.localHeaderOffset && other.localHeaderOffset < limit) limit = other.localHeaderOffset;
  }
  return limit;
}

export function rawData(format: ZipFormat, bytes: Uint8Array, entry: ZipEntry, directory: ZipDirectory) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const offset = entry.localHeaderOffset;
  if (offset + 30 > bytes.length || view.getUint32(offset, true) !== localHeaderSignature)
    throw damaged(format, `the header of ${entry.name} is missing`);
  const nameLength = view.getUint16(offset + 26, true);
  const start = offset + 30 + nameLength + view.getUint16(offset + 28, true);
  const localName = Buffer.from(bytes.subarray(offset + 30, offset + 30 + nameLength)).toString('utf8');
  if (localName !== entry.name) throw damaged(format, `the headers of ${entry.name} disagree`);
  if (view.getUint16(offset + 6, true) & 0x0041) {
    throw new DocumentLimitError(
      'zip-encrypted',
      `This ${format.label} file is encrypted (password-protected); save an unprotected copy and upload that`,
    );
  }
  const limit = dataLimit(entry, directory);
  if (start > limit) throw damaged(format, `the data of ${entry.name} is missing`);
  return bytes.subarray(start, limit);
}

export function inflatePart(format: ZipFormat, entry: ZipEntry, data: Uint8Array, budget: ExpansionBudget): Buffer {
  if (entry.method === stored) {
    if (entry.compressedSize > data.length) throw damaged(format, `${entry.name} is cut short`);
    budget.charge(entry.compressedSize);
    return Buffer.from(data.subarray(0, entry.compressedSize));
  }
  if (entry.method !== deflated) {
    throw new DocumentLimitError(
      'zip-compression',
      `This ${format.label} file compresses ${entry.name} with zip method ${entry.method}; word processors only use deflate, so save it again and upload that`,
    );
  }
  // zlib stops at the end of the deflate stream, so the rest of the slice (a data descriptor) is ignored;
  // maxOutputLength makes it give up as soon as the real output passes what is left of the budget.
  let output: Buffer;
  try {
    output = inflateRawSync(data, { maxOutputLength: Math.max(1, budget.remaining) });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw budget.exceeded();
    throw damaged(format, `${entry.name} does not inflate (${(error as Error).message})`);
  }
  budget.charge(output.length);
  return output;
}

/** The wanted XML parts of a zipped document, inflated within the budget, judged by their real size rather than the headers' claims. */
export function readXmlParts(format: ZipFormat, bytes: Uint8Array, budget: ExpansionBudget, maxElements: number): XmlPart[] {
  const directory = readZipDirectory(bytes, format.label);
  const wanted = directory.entries.filter((entry) => format.isWanted(entry.name));
  if (format.required !== undefined && !wanted.some((entry) => entry.name === format.required)) throw damaged(format, `it has no ${format.required}`);
  let elements = 0;
  return wanted.map((entry) => {
    // The rebuilt zip repeats each name in two headers: counted too, so thousands of empty parts cost something.
    budget.charge(76 + 2 * entry.name.length);
    const part = { name: entry.name, data: inflatePart(format, entry, rawData(format, bytes, entry, directory), budget) };
    refuseDeclarations(part, format.label);
    elements += countElements(part);
    if (elements > maxElements) throw tooManyElements(format.label, maxElements);
    return part;
  });
}
