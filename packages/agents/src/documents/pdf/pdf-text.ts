import type { DocumentLimits } from '../document-limits';
import type { LayoutLine, ReadDocument } from '../layout/layout-line';
import { toPageItems } from './pdf-items';
import { pageLayout } from './pdf-page-text';

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
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // pdf.js transfers (detaches) the buffer it is given; the checked copy is ours to give.
  const task = getDocument({ data: checked, disableFontFace: true, useSystemFonts: false, verbosity: 0 });
  const pdf = await task.promise;
  try {
    const pages: string[] = [];
    const layout: LayoutLine[] = [];
    let length = 0;
    for (let number = 1; number <= Math.min(pdf.numPages, limits.pdfPages) && length < limits.textLength * 2; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      // Weight is not read yet: pdf.js names a page's fonts only once its operators are listed, which costs a
      // hostile page seconds and gigabytes (2.4 million operators in 61 KB); the fonts' own dictionaries will say it.
      const read = pageLayout(toPageItems(content.items), number);
      pages.push(read.text);
      layout.push(...read.lines);
      length += read.text.length;
    }
    return { text: pages.join('\n\n'), layout };
  } finally {
    await task.destroy();
  }
}
