import { isImageStream } from '../pdf/disable-image-filters';
import type { FoundStream } from '../pdf/find-pdf-objects';
import { decodeParams, filterChain } from '../pdf/pdf-filters';
import type { PdfDict, PdfValue } from '../pdf/pdf-parser';
import { getEntry, isName, isRef } from '../pdf/pdf-values';

/** An image XObject as OCR needs it: its size, how its pixels are stored, and its stream. */
export type PdfImageStream = {
  stream: FoundStream;
  width: number;
  height: number;
  /** Colour components: 1 grey, 3 RGB; undefined for any other colour space (CMYK, indexed…). */
  channels: 1 | 3 | undefined;
  bitsPerComponent: number;
  /** The filter chain's names, pdf.js's abbreviations spelled out. */
  filters: string[];
  /** The FlateDecode step's /Predictor (1: none). */
  predictor: number;
  /** A /Decode array that inverts the samples ([1 0]). */
  inverted: boolean;
};

// A scanned page is hundreds of thousands of pixels at the least (A4 at 72 dpi is 0.5 MP); logos and icons are fewer.
const minimumScanPixels = 250_000;
const fullFilterNames: Record<string, string> = { Fl: 'FlateDecode', DCT: 'DCTDecode' };

const numberOf = (value: PdfValue | undefined, fallback: number) => (typeof value === 'number' ? value : fallback);

function channelsOf(space: PdfValue | undefined, byNumber: Map<number, FoundStream>): 1 | 3 | undefined {
  const name = isName(space) ? space.name : Array.isArray(space) && isName(space[0]) ? space[0].name : undefined;
  if (name === 'DeviceGray' || name === 'G' || name === 'CalGray') return 1;
  if (name === 'DeviceRGB' || name === 'RGB' || name === 'CalRGB') return 3;
  // [/ICCBased profile]: the profile stream's /N says how many components.
  if (name === 'ICCBased' && Array.isArray(space) && isRef(space[1])) {
    const profile = byNumber.get(space[1].num);
    const components = profile && getEntry(profile.dict, 'N');
    return components === 1 ? 1 : components === 3 ? 3 : undefined;
  }
  return undefined;
}

/** Object numbers other images name as their soft mask or mask: transparency, not pages. */
function maskNumbers(images: FoundStream[]): Set<number> {
  const masks = new Set<number>();
  for (const { dict } of images) {
    for (const key of ['SMask', 'Mask']) {
      const value = dict.entries.get(key);
      if (isRef(value)) masks.add(value.num);
    }
  }
  return masks;
}

function describe(stream: FoundStream, byNumber: Map<number, FoundStream>): PdfImageStream {
  const dict: PdfDict = stream.dict;
  const steps = filterChain(dict);
  const flate = steps.find((step) => step.name === 'FlateDecode' || step.name === 'Fl');
  const params = flate ? decodeParams(flate) : undefined;
  const decode = getEntry(dict, 'Decode', 'D');
  return {
    stream,
    width: numberOf(getEntry(dict, 'Width', 'W'), 0),
    height: numberOf(getEntry(dict, 'Height', 'H'), 0),
    channels: channelsOf(getEntry(dict, 'ColorSpace', 'CS'), byNumber),
    bitsPerComponent: numberOf(getEntry(dict, 'BitsPerComponent', 'BPC'), 8),
    filters: steps.map((step) => fullFilterNames[step.name] ?? step.name),
    predictor: params ? numberOf(getEntry(params, 'Predictor'), 1) : 1,
    inverted: Array.isArray(decode) && decode[0] === 1 && decode[1] === 0,
  };
}

/**
 * The images of a PDF that look like scanned pages, in the order they were written (a scanner writes page
 * one first): image XObjects that are not a mask, an image mask or a small picture. Found in the raw file,
 * not through its page tree, so no decoder runs to find them.
 */
export function pdfImageStreams(streams: FoundStream[]): PdfImageStream[] {
  const images = streams.filter((stream) => isImageStream(stream) && getEntry(stream.dict, 'ImageMask', 'IM') !== true);
  const byNumber = new Map(streams.flatMap((stream) => (stream.num === undefined ? [] : [[stream.num, stream] as const])));
  const masks = maskNumbers(images);
  return images
    .filter((stream) => stream.num === undefined || !masks.has(stream.num))
    .map((stream) => describe(stream, byNumber))
    .filter((image) => image.width * image.height >= minimumScanPixels)
    .sort((left, right) => (left.stream.num ?? Infinity) - (right.stream.num ?? Infinity) || left.stream.dataStart - right.stream.dataStart);
}
