import type { ExpansionBudget } from '../expansion-budget';
import type { FoundObjects } from './find-pdf-objects';
import type { LexWork } from './pdf-lexer';
import { isImageStream } from './disable-image-filters';
import { isDecodingFilter, measurePdfStream } from './measure-pdf-stream';
import { filterChain, imageFilters } from './pdf-filters';
import { readObjectStream } from './read-object-stream';
import { rawStreamLength } from './stream-length';
import { UnusualPdfError } from './unusual-pdf-error';

/**
 * Charges the budget with what pdf.js could hold while reading this (already image-disabled) PDF:
 * every stream's decoded size, once per object that can reach it, plus each extra time an array names
 * the same stream (pdf.js concatenates a page's /Contents array into one buffer, repeats included).
 */
export function measurePdf(bytes: Uint8Array, found: FoundObjects, budget: ExpansionBudget, work: LexWork): void {
  const costByNumber = new Map<number, number>();
  let costWithoutNumber = 0;
  const repeatedRefs = [...found.repeatedRefs];
  for (const stream of found.streams) {
    const image = isImageStream(stream);
    // The copy was made from a first look at the file; a second look must agree that no image decodes.
    const stillDecodesImages = filterChain(stream.dict).some((step) => imageFilters.has(step.name) || (image && isDecodingFilter(step.name)));
    if (stillDecodesImages) throw new UnusualPdfError('image filters that could not be switched off');
    const measured = measurePdfStream(bytes, stream, rawStreamLength(bytes, stream), budget.remaining);
    budget.charge(measured.cost);
    if (stream.num === undefined) costWithoutNumber = Math.max(costWithoutNumber, measured.cost);
    else costByNumber.set(stream.num, Math.max(costByNumber.get(stream.num) ?? 0, measured.cost));
    repeatedRefs.push(...readObjectStream(stream.dict, measured, work));
  }
  for (const { num, extraTimes } of repeatedRefs) {
    budget.charge(extraTimes * Math.max(costByNumber.get(num) ?? 0, costWithoutNumber));
  }
}
