import { decodeAscii85 } from './decoders/ascii85';
import { decodeAsciiHex } from './decoders/ascii-hex';
import { decodeBrotli } from './decoders/brotli';
import { decodeFlate } from './decoders/flate';
import { decodeLzw } from './decoders/lzw';
import { decodeRunLength } from './decoders/run-length';
import { decodeParams, filterChain, type FilterStep } from './pdf-filters';
import type { PdfStream, PdfValue } from './pdf-parser';
import { getEntry, isRef } from './pdf-values';
import { UnusualPdfError } from './unusual-pdf-error';

export type MeasuredStream = {
  /** Bytes pdf.js would hold for this stream: every decoding stage's output, or the raw data when nothing decodes. */
  cost: number;
  /** What pdf.js's parser would read: the last stage's output (needed to look inside object streams). */
  output: Uint8Array;
  /** False when a predictor was left undone, so output is not byte for byte what pdf.js reads. */
  exact: boolean;
};

function numberParam(value: PdfValue | undefined, fallback: number): number {
  if (isRef(value)) throw new UnusualPdfError('a decode parameter given by reference');
  // pdf.js reads `params.get(...) || fallback`, then does plain arithmetic with whatever it got.
  if (value === undefined || value === null || value === false || value === 0) return fallback;
  if (typeof value === 'number') return value;
  return value === true ? 1 : Number.NaN;
}

/**
 * Extra bytes a PNG/TIFF predictor makes pdf.js allocate: it reserves a whole row (and its source
 * asks for one) before reading any data, so a tiny stream with /Columns 100000000 would allocate hundreds of MB.
 * Undefined when there is no predictor; 'empty' when pdf.js rejects the predictor and decodes nothing.
 */
function predictorCost(step: FilterStep): number | 'empty' | undefined {
  const params = decodeParams(step);
  if (!params) return undefined;
  const predictor = numberParam(getEntry(params, 'Predictor'), 1);
  if (!(predictor > 1)) return undefined;
  if (predictor !== 2 && (predictor < 10 || predictor > 15)) return 'empty';
  const colors = numberParam(getEntry(params, 'Colors'), 1);
  const bits = numberParam(getEntry(params, 'BPC', 'BitsPerComponent'), 8);
  const columns = numberParam(getEntry(params, 'Columns'), 1);
  const rowBytes = (columns * colors * bits + 7) >> 3;
  return rowBytes > 0 ? 4 * rowBytes : 0;
}

function earlyChange(step: FilterStep): number {
  const params = decodeParams(step);
  if (!params?.entries.has('EarlyChange')) return 1;
  const value = params.entries.get('EarlyChange');
  if (isRef(value)) throw new UnusualPdfError('a decode parameter given by reference');
  // pdf.js adds whatever it finds to a number; anything but a number or boolean leaves it decoding 0-bit codes forever.
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return Number(value);
  return value === null ? 0 : Number.NaN;
}

type Decoder = (input: Uint8Array, limit: number, step: FilterStep) => Uint8Array;

const flate: Decoder = (input, limit) => decodeFlate(input, limit);
const lzw: Decoder = (input, limit, step) => decodeLzw(input, earlyChange(step), limit);
const ascii85: Decoder = (input, limit) => decodeAscii85(input, limit);
const asciiHex: Decoder = (input, limit) => decodeAsciiHex(input, limit);
const runLength: Decoder = (input, limit) => decodeRunLength(input, limit);
const brotli: Decoder = (input, limit) => decodeBrotli(input, limit);

// Any other name (including the image filters the scanner renamed) pdf.js passes through unchanged.
const decoders: Record<string, Decoder> = {
  Fl: flate,
  FlateDecode: flate,
  LZW: lzw,
  LZWDecode: lzw,
  A85: ascii85,
  ASCII85Decode: ascii85,
  AHx: asciiHex,
  ASCIIHexDecode: asciiHex,
  RL: runLength,
  RunLengthDecode: runLength,
  // pdf.js 6 has no short name for it, and never applies a predictor after it.
  BrotliDecode: brotli,
};

const predicted = new Set<Decoder>([flate, lzw]);

export function isDecodingFilter(name: string): boolean {
  return Object.hasOwn(decoders, name);
}

/**
 * Decodes a stream the way pdf.js would, within `limit` bytes in all. Without a verified /Length the
 * data runs to the end of the file: every decoder here stops at its own end marker, and more input
 * only ever means more output, so this bounds whatever length pdf.js settles on.
 */
export function measurePdfStream(bytes: Uint8Array, stream: PdfStream, rawLength: number, limit: number): MeasuredStream {
  const raw = bytes.subarray(stream.dataStart, stream.dataStart + rawLength);
  let input = stream.verifiedLength === undefined ? bytes.subarray(stream.dataStart) : raw;
  let cost = 0;
  let decoded = false;
  let exact = true;
  const steps = filterChain(stream.dict).filter((step) => isDecodingFilter(step.name));
  for (const [index, step] of steps.entries()) {
    const decoder = decoders[step.name]!;
    const predictor = predicted.has(decoder) ? predictorCost(step) : undefined;
    if (predictor === 'empty') return { cost, output: new Uint8Array(0), exact: true };
    // Undoing a predictor changes the bytes the next filter sees; no writer chains a filter after one.
    if (predictor !== undefined && index < steps.length - 1) throw new UnusualPdfError('a filter after a predictor');
    const output = decoder(input, limit - cost, step);
    // A predicted stream is held twice (the inflated rows and the restored ones) plus its row buffers.
    cost += predictor === undefined ? output.length : 2 * output.length + predictor;
    decoded = true;
    exact &&= predictor === undefined;
    input = output;
  }
  if (!decoded) return { cost: raw.length, output: raw, exact };
  return { cost, output: input, exact };
}
