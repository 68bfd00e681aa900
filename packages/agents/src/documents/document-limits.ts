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
};

export const documentLimits: Readonly<DocumentLimits> = Object.freeze({
  expandedBytes: 32 * 1024 * 1024,
  textLength: 200_000,
  pdfPages: 50,
  xmlElements: 50_000,
});

export function resolveLimits(overrides: Partial<DocumentLimits> = {}): DocumentLimits {
  return { ...documentLimits, ...overrides };
}
