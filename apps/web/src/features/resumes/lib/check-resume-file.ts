import { resumeLimits, resumeMessages } from '@seeker/contract';

export const resumeAccept = '.pdf,.docx,.doc,.odt,.rtf,.txt,.png,.jpg,.jpeg';

const extensions = ['pdf', 'docx', 'doc', 'odt', 'rtf', 'txt', 'png', 'jpg', 'jpeg'] as const;

/** Enough of a text file to tell text from binary without reading all 10 MB. */
const textSampleBytes = 8 * 1024;

function extensionOf(name: string) {
  return name.includes('.') ? (name.split('.').pop() ?? '').toLowerCase() : '';
}

async function head(file: Blob, bytes: number): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, bytes).arrayBuffer());
}

/** The same rule as the server: "%PDF-" opens the file, after at most a byte-order mark and white space. */
function isPdf(bytes: Uint8Array) {
  return /^(\xEF\xBB\xBF)?\s*%PDF-/.test(new TextDecoder('latin1').decode(bytes));
}

/** Word 97–2003 files are OLE compound files: D0 CF 11 E0 A1 B1 1A E1. */
function isOle(bytes: Uint8Array) {
  return [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1].every((byte, index) => bytes[index] === byte);
}

/** A PNG opens with its eight-byte signature; a JPEG with a start-of-image marker and another marker (FF D8 FF). */
function isPng(bytes: Uint8Array) {
  return [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, index) => bytes[index] === byte);
}

function isJpeg(bytes: Uint8Array) {
  return bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
}

function isZip(bytes: Uint8Array) {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/** Valid UTF-8 without control characters other than tab, newline, carriage return and form feed (as the server reads it). */
function isPlainText(bytes: Uint8Array) {
  try {
    // `stream` keeps a character cut in half at the end of the sample from counting as invalid.
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true });
    // eslint-disable-next-line no-control-regex
    return !/[\u0000-\u0008\u000B\u000E-\u001F\u007F]/.test(text);
  } catch {
    return false;
  }
}

/**
 * Why a chosen file cannot be a resume, or undefined. The name must say PDF, DOCX, DOC, ODT, RTF, TXT, PNG or JPEG, and
 * the first bytes must agree: a PDF opens with "%PDF-", a DOCX or ODT is a zip, a DOC an OLE file, an RTF "{\\rtf", a PNG
 * or JPEG its signature (a photo of a resume, read by OCR), a text file is text. The server
 * checks the whole file again; this answers at once instead of after Finish.
 */
export async function checkResumeFile(file: File): Promise<string | undefined> {
  if (file.size > resumeLimits.maxBytes) return resumeMessages.tooLarge;
  const extension = extensionOf(file.name);
  if (!extensions.some((allowed) => allowed === extension)) return resumeMessages.wrongType;
  if (file.size === 0) return resumeMessages.empty;
  if (extension === 'pdf' && !isPdf(await head(file, 64))) return resumeMessages.wrongType;
  if ((extension === 'docx' || extension === 'odt') && !isZip(await head(file, 4))) return resumeMessages.wrongType;
  if (extension === 'doc' && !isOle(await head(file, 8))) return resumeMessages.wrongType;
  if (extension === 'rtf' && new TextDecoder('latin1').decode(await head(file, 5)) !== '{\\rtf') return resumeMessages.wrongType;
  if (extension === 'png' && !isPng(await head(file, 8))) return resumeMessages.wrongType;
  if ((extension === 'jpg' || extension === 'jpeg') && !isJpeg(await head(file, 3))) return resumeMessages.wrongType;
  if (extension === 'txt' && !isPlainText(await head(file, textSampleBytes))) return resumeMessages.notText;
  return undefined;
}
