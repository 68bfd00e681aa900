import { parseObjectAt } from './find-pdf-objects';
import type { MeasuredStream } from './measure-pdf-stream';
import { PdfLexer, PdfSyntaxError, type LexWork } from './pdf-lexer';
import { PdfParser, type PdfDict, type RepeatedRef } from './pdf-parser';
import { getEntry, isRef } from './pdf-values';
import { UnusualPdfError } from './unusual-pdf-error';

function objectOffsets(data: Uint8Array, count: number, work: LexWork) {
  const offsets: number[] = [];
  try {
    const parser = new PdfParser(new PdfLexer(data, 0, data.length, work), false);
    for (let index = 0; index < count; index++) {
      const num = parser.getObj();
      const offset = parser.getObj();
      // pdf.js gives up on the whole object stream at the first pair that is not two integers.
      if (!Number.isInteger(num) || !Number.isInteger(offset)) return [];
      offsets.push(offset as number);
    }
  } catch (error) {
    if (error instanceof PdfSyntaxError) return [];
    throw error;
  }
  return offsets;
}

/**
 * pdf.js reads objects out of any stream it is pointed at as an object stream (XRef.fetchCompressed,
 * which checks only /N and /First) and accepts streams inside them. The scanner reads each object as
 * pdf.js would, refuses a stream there, and collects repeated references.
 */
export function readObjectStream(dict: PdfDict, measured: MeasuredStream, work: LexWork): RepeatedRef[] {
  const first = getEntry(dict, 'First');
  const count = getEntry(dict, 'N');
  if (isRef(first) || isRef(count)) throw new UnusualPdfError('an object stream described by reference');
  if (!Number.isInteger(first) || !Number.isInteger(count)) return [];
  if (!measured.exact) throw new UnusualPdfError('an object stream with a predictor');
  const data = measured.output;
  work.limit += 4 * data.length;
  const offsets = objectOffsets(data, count as number, work);
  const repeated: RepeatedRef[] = [];
  for (const [index, offset] of offsets.entries()) {
    const next = offsets[index + 1];
    const start = (first as number) + offset;
    const end = next === undefined ? data.length : (first as number) + next;
    if (end < start) break;
    repeated.push(...parseObjectAt(data, start, Math.min(end, data.length), work, false).repeatedRefs);
  }
  return repeated;
}
