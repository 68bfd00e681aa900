import type { ResumeFileType } from '@seeker/contract';
import { isJpeg, isPng } from './ocr/image-dimensions';

const extensionTypes: Record<string, ResumeFileType> = {
  pdf: 'pdf',
  docx: 'docx',
  doc: 'doc',
  odt: 'odt',
  rtf: 'rtf',
  txt: 'txt',
  png: 'png',
  jpg: 'jpg',
  jpeg: 'jpg',
};

function typeFromFileName(fileName: string): ResumeFileType | undefined {
  const extension = fileName.toLowerCase().split('.').pop() ?? '';
  return fileName.includes('.') ? extensionTypes[extension] : undefined;
}

function isPdf(bytes: Uint8Array) {
  // "%PDF-" must open the file; only a byte-order mark or white space may come first, so an
  // executable with a PDF appended is not taken for one.
  const head = Buffer.from(bytes.subarray(0, 64)).toString('latin1');
  return /^(\xEF\xBB\xBF)?[\s]*%PDF-/.test(head);
}

/** A zip: its first local header's signature, PK\3\4. */
const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

function isDocx(bytes: Uint8Array) {
  // A DOCX is a zip (PK\3\4) whose entries include word/document.xml; entry names are stored uncompressed.
  if (!isZip(bytes)) return false;
  const text = Buffer.from(bytes).toString('latin1');
  return text.includes('word/document.xml') && text.includes('[Content_Types].xml');
}

/** A Word 97–2003 file: an OLE compound file (D0 CF 11 E0 A1 B1 1A E1) whose directory names a "WordDocument" stream. */
function isDoc(bytes: Uint8Array) {
  const signature = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
  if (!signature.every((byte, index) => bytes[index] === byte)) return false;
  return Buffer.from(bytes).includes(Buffer.from('WordDocument', 'utf16le'));
}

/** An OpenDocument text: a zip holding content.xml whose "mimetype" entry (first, stored, as ODF requires) says so. */
function isOdt(bytes: Uint8Array) {
  if (!isZip(bytes)) return false;
  const text = Buffer.from(bytes).toString('latin1');
  return text.includes('mimetypeapplication/vnd.oasis.opendocument.text') && text.includes('content.xml');
}

/** Rich Text Format opens with "{\rtf". */
function isRtf(bytes: Uint8Array) {
  return Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '{\\rtf';
}

function isPlainText(bytes: Uint8Array) {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    // Control characters other than tab, newline, carriage return and form feed mean binary data.
    // eslint-disable-next-line no-control-regex
    return !/[\u0000-\u0008\u000B\u000E-\u001F\u007F]/.test(text);
  } catch {
    return false;
  }
}

/** How each type Seeker reads is told by its bytes; the binary formats first, text last (any bytes may pass for it). */
const detectors: Record<ResumeFileType, (bytes: Uint8Array) => boolean> = {
  pdf: isPdf,
  docx: isDocx,
  odt: isOdt,
  doc: isDoc,
  rtf: isRtf,
  png: isPng,
  jpg: isJpeg,
  txt: isPlainText,
};

/**
 * What the bytes are, whatever the file is named: one of the binary formats read (never text), or undefined. For
 * saying "this is a PDF named .docx" rather than that the type is wrong.
 */
export function resumeTypeOfContent(bytes: Uint8Array): Exclude<ResumeFileType, 'txt'> | undefined {
  const binary = (Object.keys(detectors) as ResumeFileType[]).filter((type): type is Exclude<ResumeFileType, 'txt'> => type !== 'txt');
  return binary.find((type) => detectors[type](bytes));
}

/**
 * The file's real type from its bytes, or undefined when it is none of PDF, DOCX, DOC, ODT, RTF, text, PNG or JPEG
 * (a photo of a resume, read by OCR).
 * The claimed extension must agree: an .exe renamed .pdf is refused.
 */
export function detectResumeType(fileName: string, bytes: Uint8Array): ResumeFileType | undefined {
  const claimed = typeFromFileName(fileName);
  if (!claimed || bytes.length === 0) return undefined;
  return detectors[claimed](bytes) ? claimed : undefined;
}
