import { isSpecial, PdfLexer, PdfSyntaxError, type LexWork } from './pdf-lexer';
import { PdfParser, type PdfStream, type PdfValue, type RepeatedRef } from './pdf-parser';
import { isStream } from './pdf-values';

export type FoundStream = PdfStream & {
  /** Object number from the `N G obj` header, when it is written plainly. */
  num?: number;
};

export type FoundObjects = { streams: FoundStream[]; repeatedRefs: RepeatedRef[] };

function isLetter(code: number | undefined) {
  return code !== undefined && ((code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a));
}

/**
 * Every place pdf.js could start reading an object: after each `obj` keyword (its xref points at
 * `N G obj`, and when the xref is broken it rebuilds one by searching for the same keyword) and after
 * each `trailer`. Keywords inside strings or comments count too: pdf.js follows offsets rather than
 * reading front to back, so a hostile file can hide an object where a linear reader sees a comment.
 */
function objectStarts(bytes: Uint8Array) {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const starts: { at: number; header: number }[] = [];
  for (const keyword of ['obj', 'trailer']) {
    for (let at = buffer.indexOf(keyword, 0, 'latin1'); at >= 0; at = buffer.indexOf(keyword, at + 1, 'latin1')) {
      const after = at + keyword.length;
      if (!isLetter(bytes[at - 1]) && isSpecial(bytes[after])) starts.push({ at: after, header: at });
    }
  }
  return starts;
}

function headerNumber(bytes: Uint8Array, header: number) {
  const before = Buffer.from(bytes.subarray(Math.max(0, header - 32), header)).toString('latin1');
  const match = /(\d+)\s+\d+\s*$/.exec(before);
  return match ? Number(match[1]) : undefined;
}

export type ParsedObject = { value: PdfValue | undefined; repeatedRefs: RepeatedRef[] };

/** One object read from `at` as pdf.js would; value is undefined where pdf.js would fail too. */
export function parseObjectAt(bytes: Uint8Array, at: number, end: number, work: LexWork, allowStreams: boolean): ParsedObject {
  let parser: PdfParser | undefined;
  try {
    parser = new PdfParser(new PdfLexer(bytes, at, end, work), allowStreams);
    return { value: parser.getObj(), repeatedRefs: parser.repeatedRefs };
  } catch (error) {
    if (error instanceof PdfSyntaxError) return { value: undefined, repeatedRefs: parser?.repeatedRefs ?? [] };
    throw error;
  }
}

/** The streams, and the references repeated within an array, of every object pdf.js could read in the raw file. */
export function findPdfObjects(bytes: Uint8Array, work: LexWork): FoundObjects {
  const streams: FoundStream[] = [];
  const repeatedRefs: RepeatedRef[] = [];
  for (const { at, header } of objectStarts(bytes)) {
    const { value, repeatedRefs: repeats } = parseObjectAt(bytes, at, bytes.length, work, true);
    repeatedRefs.push(...repeats);
    if (isStream(value)) streams.push({ ...value, num: headerNumber(bytes, header) });
  }
  return { streams, repeatedRefs };
}
