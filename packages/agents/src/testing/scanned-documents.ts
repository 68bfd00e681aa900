import { createRequire } from 'node:module';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { Document, ImageRun, Packer, Paragraph } from 'docx';
import { buildPdf, pdfStream } from './build-pdf';

const resolveFrom = createRequire(import.meta.url);

/** A page of text as pixels: lines of DejaVu Sans at 40 px on white, what a 300 dpi scan of 10 pt type looks like. */
async function drawText(lines: string[]) {
  // @napi-rs/canvas (pdf.js's optional canvas, a devDependency here) draws the text; DejaVu ships with the renderer.
  const { createCanvas, GlobalFonts } = await import('@napi-rs/canvas');
  GlobalFonts.registerFromPath(path.join(path.dirname(resolveFrom.resolve('dejavu-fonts-ttf/package.json')), 'ttf/DejaVuSans.ttf'), 'DejaVu Sans');
  const width = 1400;
  const height = 200 + 70 * lines.length;
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = 'white';
  context.fillRect(0, 0, width, height);
  context.fillStyle = 'black';
  context.font = '40px "DejaVu Sans"';
  lines.forEach((line, index) => context.fillText(line, 100, 140 + 70 * index));
  return { canvas, width, height };
}

/** A photo of a resume as PNG or JPEG: the lines drawn as text. */
export async function createTextImage(lines: string[], format: 'png' | 'jpeg' = 'png'): Promise<Buffer> {
  const { canvas } = await drawText(lines);
  return format === 'png' ? canvas.encode('png') : canvas.encode('jpeg', 90);
}

/**
 * A scanned resume: an image-only PDF, one grey FlateDecode image of the lines and no text. `predictor` writes the
 * rows with PNG predictors (as most scanners' PDFs do), else plain.
 */
export async function createScannedPdf(lines: string[], { predictor = true } = {}): Promise<Buffer> {
  const { canvas, width, height } = await drawText(lines);
  const rgba = canvas.getContext('2d').getImageData(0, 0, width, height).data;
  const rowBytes = width + (predictor ? 1 : 0);
  const rows = Buffer.alloc(rowBytes * height);
  // Each row led by PNG filter type 0 (None) when predicted; the red channel is the grey of black-on-white text.
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) rows[y * rowBytes + (predictor ? 1 : 0) + x] = rgba[(y * width + x) * 4]!;
  const parms = predictor ? ` /DecodeParms << /Predictor 15 /Colors 1 /BitsPerComponent 8 /Columns ${width} >>` : '';
  const image = pdfStream(
    `/Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode${parms}`,
    deflateSync(rows),
  );
  // A page the image fills, at 300 dpi (0.24 pt a pixel); only the image matters to OCR.
  const content = `q ${width * 0.24} 0 0 ${height * 0.24} 0 0 cm /Im1 Do Q`;
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width * 0.24} ${height * 0.24}] /Contents 4 0 R /Resources << /XObject << /Im1 5 0 R >> >> >>`,
    pdfStream('', content),
    image,
  ]);
}

/** A scan pasted into Word: a DOCX whose only content is a PNG picture of the lines (word/media/…). */
export async function createScannedDocx(lines: string[]): Promise<Buffer> {
  const png = await createTextImage(lines, 'png');
  const picture = new ImageRun({ type: 'png', data: png, transformation: { width: 600, height: 200 } });
  return Packer.toBuffer(new Document({ sections: [{ children: [new Paragraph({ children: [picture] })] }] }));
}

function pngChunk(type: string, data: Buffer) {
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length);
  chunk.write(type, 4, 'latin1');
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  return chunk;
}

/** A PNG of a hundred-odd bytes whose header claims `width` × `height` pixels: a decoder would size its buffer from it. */
export function createHugePng(width = 50_000, height = 50_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(width + 1))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
