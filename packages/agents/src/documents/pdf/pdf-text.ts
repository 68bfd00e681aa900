import type { DocumentLimits } from '../document-limits';
import type { ReadDocument } from '../layout/layout-line';
import { fontsWithin } from './pdf-font-weights';
import { toPageItems, withWeights, type PdfJsContentItem } from './pdf-items';
import { flowAcrossPages } from './pdf-page-flow';
import { blocksText, pageBlocks } from './pdf-page-text';
import { drawnGlyphs, unmappedGlyphLetters, withUnmappedGlyphsRead } from './pdf-unmapped-glyphs';

/**
 * Loads pdf.js and the "worker" module it imports on first use, so a document reader thread pays that
 * once, before it says it is ready, and not inside a task's deadline.
 */
export async function preloadPdfJs(): Promise<void> {
  await import('pdfjs-dist/legacy/build/pdf.mjs');
  await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
}

/**
 * Text of the first pages of a PDF that preparePdf has checked, each page rebuilt from where its text
 * sits (pdf-page-text); stops once there is enough text to fill the cap.
 */
export async function pdfText(checked: Uint8Array, limits: DocumentLimits): Promise<ReadDocument> {
  const { getDocument, OPS } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // pdf.js transfers (detaches) the buffer it is given; the checked copy is ours to give.
  const task = getDocument({ data: checked, disableFontFace: true, useSystemFonts: false, verbosity: 0 });
  const pdf = await task.promise;
  try {
    const read: { page: Awaited<ReturnType<typeof pdf.getPage>>; items: PdfJsContentItem[]; fonts: Set<string>; textMs: number }[] = [];
    let length = 0;
    for (let number = 1; number <= Math.min(pdf.numPages, limits.pdfPages) && length < limits.textLength * 2; number++) {
      const page = await pdf.getPage(number);
      const started = performance.now();
      const content = await page.getTextContent();
      const textMs = performance.now() - started;
      const items: PdfJsContentItem[] = content.items;
      const fonts = new Set(items.flatMap((item) => ('str' in item && typeof item.fontName === 'string' ? [item.fontName] : [])));
      read.push({ page, items, fonts, textMs });
      length += items.reduce((sum, item) => sum + ('str' in item ? item.str.length : 0), 0);
    }
    // Then which fonts are bold and which glyphs each draws, on pages cheap to read and within a budget (a hostile
    // page's operators cost seconds); ligatures a font maps to no text are read by their widths.
    const { bold, operators } = await fontsWithin(read, limits.fontWeightMs, limits.fontPageMs);
    const ops = { setFont: OPS.setFont, showText: OPS.showText };
    const letters = unmappedGlyphLetters(operators.map((list) => list && drawnGlyphs(list, ops)));
    // Each page's blocks, then in reading order across the page breaks (a column going on past its page's sidebar).
    const blocks = flowAcrossPages(
      read.map(({ items }, index) => {
        const pageLetters = letters[index];
        const pageItems = toPageItems(pageLetters ? withUnmappedGlyphsRead(items, pageLetters) : items);
        return pageBlocks(withWeights(pageItems, bold[index]!), index + 1);
      }),
    );
    return { text: blocksText(blocks), layout: blocks.flatMap((block) => block.lines) };
  } finally {
    await task.destroy();
  }
}
