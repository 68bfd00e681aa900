import { DocumentLimitError, UnreadableDocumentError } from '../document-errors';

export type ZipEntry = {
  name: string;
  method: number;
  flags: number;
  /** As declared: a hint only, never trusted for how much a part inflates to. */
  compressedSize: number;
  localHeaderOffset: number;
};

export type ZipDirectory = { entries: ZipEntry[]; centralDirectoryOffset: number };

const endOfDirectorySignature = 0x06054b50;
const zip64LocatorSignature = 0x07064b50;
const centralHeaderSignature = 0x02014b50;
const encryptedFlags = 0x0001 | 0x0040;

function damaged(label: string, reason: string) {
  return new UnreadableDocumentError(`The ${label} file could not be read: ${reason}`);
}

function zip64(label: string) {
  return new DocumentLimitError(
    'zip64',
    `This ${label} file uses ZIP64 (a zip format for files over 4 GB), which no resume needs; save it again and upload that`,
  );
}

function findEndOfDirectory(view: DataView, label: string) {
  // The record sits in the last 22 + 65,535 (comment) bytes; the last signature wins, as in unzip.
  const lowest = Math.max(0, view.byteLength - 22 - 0xffff);
  for (let offset = view.byteLength - 22; offset >= lowest; offset--) {
    if (view.getUint32(offset, true) === endOfDirectorySignature) return offset;
  }
  throw damaged(label, 'its zip directory is missing');
}

/** The central directory of a zip, checked for the features a DOCX never uses. */
/** `label`: the format the zip is (DOCX, ODT), as refusals name it. */
export function readZipDirectory(bytes: Uint8Array, label = 'DOCX'): ZipDirectory {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEndOfDirectory(view, label);
  if (end >= 20 && view.getUint32(end - 20, true) === zip64LocatorSignature) throw zip64(label);
  const count = view.getUint16(end + 10, true);
  const size = view.getUint32(end + 12, true);
  const start = view.getUint32(end + 16, true);
  if (count === 0xffff || size === 0xffffffff || start === 0xffffffff) throw zip64(label);
  if (view.getUint16(end + 4, true) !== 0 || view.getUint16(end + 6, true) !== 0) throw damaged(label, 'it is split across several disks');
  if (start + size > end) throw damaged(label, 'its zip directory points outside the file');

  const entries: ZipEntry[] = [];
  const names = new Set<string>();
  let offset = start;
  for (let index = 0; index < count; index++) {
    if (offset + 46 > end || view.getUint32(offset, true) !== centralHeaderSignature) throw damaged(label, 'its zip directory is damaged');
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    if (offset + 46 + nameLength > end) throw damaged(label, 'its zip directory is damaged');
    const entry: ZipEntry = {
      flags: view.getUint16(offset + 8, true),
      method: view.getUint16(offset + 10, true),
      compressedSize: view.getUint32(offset + 20, true),
      localHeaderOffset: view.getUint32(offset + 42, true),
      name: Buffer.from(bytes.subarray(offset + 46, offset + 46 + nameLength)).toString('utf8'),
    };
    if (entry.compressedSize === 0xffffffff || view.getUint32(offset + 24, true) === 0xffffffff || entry.localHeaderOffset === 0xffffffff)
      throw zip64(label);
    if (entry.flags & encryptedFlags) {
      throw new DocumentLimitError('zip-encrypted', `This ${label} file is encrypted (password-protected); save an unprotected copy and upload that`);
    }
    if (names.has(entry.name)) {
      throw new DocumentLimitError(
        'zip-duplicate-entry',
        `This ${label} file contains the part ${entry.name} twice, which word processors never write; save it again and upload that`,
      );
    }
    names.add(entry.name);
    entries.push(entry);
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return { entries, centralDirectoryOffset: start };
}
