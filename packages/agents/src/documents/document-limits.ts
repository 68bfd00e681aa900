/** Caps on what one uploaded document may cost to read. */
export type DocumentLimits = {
  /**
   * Bytes a file may expand to once its compressed parts (DOCX) or streams (PDF) are decoded, summed
   * over the whole file. The text extraction runs in a worker that must stay near 200 MB, and pdf.js
   * holds up to twice a stream's decoded size while it grows its buffers, so 32 MB leaves room for the
   * parser's own objects. A real resume decodes to one or two megabytes.
   */
  expandedBytes: number;
  /** Characters of text kept: far beyond any real resume, small enough for prompts and rows. */
  textLength: number;
  /** PDF pages read; a resume has a handful. */
  pdfPages: number;
  /**
   * Opening tags across a DOCX's text parts. mammoth builds about 1.3 KB of objects per element
   * (measured: 60,000 empty paragraphs, under 2 KB zipped, cost 114 MB and 0.8 s), so bytes alone do
   * not bound it. A long, heavily formatted resume has a few thousand.
   */
  xmlElements: number;
  /**
   * Pixels one image may claim before it is decoded for OCR (its header's width × height). Decoders size
   * their buffers from those few header bytes, and a 200-byte PNG can claim 50,000 × 50,000. An A4 page
   * scanned at 600 dpi is 35 megapixels; a phone photo 12.
   */
  ocrImagePixels: number;
  /** Images (scanned pages) read by OCR: about 5 s each on one core, and a resume's first pages say who it is. */
  ocrImages: number;
  /**
   * Time OCR may take, from the moment it starts: no page is begun once the time left is shorter than the
   * slowest page so far, and a page still running at the end is abandoned (the pages read are kept).
   */
  ocrMs: number;
  /**
   * Time a PDF's font weights may take to read, all pages together: pdf.js lists a page's operators to name its
   * fonts, tens of milliseconds for a real page, seconds and gigabytes for a hostile one (2.4 million operators in
   * 61 KB). Past it, the pages left read as not bold.
   */
  fontWeightMs: number;
  /**
   * A page whose text took longer than this to read has a content stream too costly to list as well: listing its
   * operators costs about what reading its text did (a flood of 2.4 million path operators in 22 KB: 3.6 s to read its
   * text, 2.3 s and 350 MB more to list), and pdf.js gives no way to stop a listing once begun. A real page's text
   * takes 10–80 ms, and up to 370 ms for the first page a cold reader loads its fonts for on a busy 2-core machine:
   * that page is listed too (at 150 ms it was not, so a reader's first document lost its bold lines and ligatures).
   */
  fontPageMs: number;
};

export const documentLimits: Readonly<DocumentLimits> = Object.freeze({
  expandedBytes: 32 * 1024 * 1024,
  textLength: 200_000,
  pdfPages: 50,
  xmlElements: 50_000,
  ocrImagePixels: 40_000_000,
  ocrImages: 3,
  ocrMs: 20_000,
  fontWeightMs: 600,
  fontPageMs: 400,
});

export function resolveLimits(overrides: Partial<DocumentLimits> = {}): DocumentLimits {
  return { ...documentLimits, ...overrides };
}
