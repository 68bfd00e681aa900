import { crc32 } from 'node:zlib';

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(Buffer.from(type, 'latin1'), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/**
 * A PNG around a PDF image's FlateDecode data written with PNG predictors (/Predictor 10–15): that data
 * is byte for byte a PNG's IDAT (a zlib stream of rows, each led by its filter type), so the pixels are
 * never inflated here; leptonica's libpng does it inside Tesseract, within the checked size.
 */
export function pngFromZlib(width: number, height: number, channels: 1 | 3, bitDepth: 1 | 8, zlibData: Uint8Array): Uint8Array {
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  // Bit depth, colour type (0 grey, 2 RGB), then deflate, adaptive filtering, no interlace.
  header.set([bitDepth, channels === 1 ? 0 : 2, 0, 0, 0], 8);
  const signature = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', zlibData), chunk('IEND', new Uint8Array(0))]);
}
