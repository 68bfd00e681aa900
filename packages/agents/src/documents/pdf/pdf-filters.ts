import type { PdfDict, PdfValue } from './pdf-parser';
import { getEntry, isDict, isName, isRef } from './pdf-values';
import { UnusualPdfError } from './unusual-pdf-error';

export type FilterStep = { name: string; params?: PdfValue; nameToken: { start: number; end: number } };

/** Filters pdf.js decodes into pixels; text extraction never needs them. */
export const imageFilters = new Set(['DCT', 'DCTDecode', 'JPX', 'JPXDecode', 'JBIG2Decode', 'CCF', 'CCITTFaxDecode']);

/** A step's /DecodeParms as pdf.js resolves it; only read for the filters whose size depends on it. */
export function decodeParams(step: FilterStep): PdfDict | undefined {
  const value = step.params;
  if (isRef(value)) throw new UnusualPdfError('decode parameters given by reference');
  return isDict(value) ? value : undefined;
}

/**
 * The filter chain pdf.js builds for a stream (Parser.filter): /F before /Filter, a name or an array
 * of names, each with its /DecodeParms. pdf.js would resolve references here; the scanner refuses
 * them, as no PDF writer uses them for filters.
 */
export function filterChain(dict: PdfDict): FilterStep[] {
  const filter = getEntry(dict, 'F', 'Filter');
  const params = getEntry(dict, 'DP', 'DecodeParms');
  if (isRef(filter)) throw new UnusualPdfError('a filter given by reference');
  if (isName(filter)) {
    return [{ name: filter.name, params, nameToken: filter }];
  }
  if (!Array.isArray(filter)) return [];
  const steps: FilterStep[] = [];
  for (const [index, item] of filter.entries()) {
    if (isRef(item)) throw new UnusualPdfError('a filter given by reference');
    // pdf.js throws on a filter that is not a name, so nothing after it is decoded.
    if (!isName(item)) break;
    // A reference for the whole parameter array hides every step's parameters.
    const stepParams = isRef(params) ? params : Array.isArray(params) ? params[index] : undefined;
    steps.push({ name: item.name, params: stepParams, nameToken: item });
  }
  return steps;
}
