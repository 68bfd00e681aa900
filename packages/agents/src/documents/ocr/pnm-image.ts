/**
 * A binary PNM file (P4 bitmap, P5 grey) around raw rows of grey pixels: the simplest format leptonica reads,
 * so pixels a PDF stores unfiltered reach Tesseract without an encoder. P4 rows are bit-packed and padded to
 * a byte, as a PDF's 1-bit rows are, but PBM's 1 is black where DeviceGray's 1 is white.
 */
export function pnmImage(width: number, height: number, bitsPerComponent: 1 | 8, pixels: Uint8Array): Uint8Array {
  const header = Buffer.from(bitsPerComponent === 1 ? `P4\n${width} ${height}\n` : `P5\n${width} ${height}\n255\n`, 'latin1');
  const file = new Uint8Array(header.length + pixels.length);
  file.set(header);
  file.set(pixels, header.length);
  if (bitsPerComponent === 1) for (let index = header.length; index < file.length; index++) file[index] = ~file[index]! & 0xff;
  return file;
}
