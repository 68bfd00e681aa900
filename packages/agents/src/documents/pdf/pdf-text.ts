import type { DocumentLimits } from '../document-limits';
import type { LayoutLine, ReadDocument } from '../layout/layout-line';
import { toPageItems } from './pdf-items';
import { pageLayout } from './pdf-page-text';

/** A font's name says its weight ("ABCDEF+Arial-BoldMT", "OpenSans-Semibold", "Lato-Black"). */
const boldName = /bold|black|heavy|semibold|demi|extrabold|ultrabold/i;

type PdfPage = {
  getOperatorList: () => Promise<unknown>;
  commonObjs: { has: (name: string) => boolean; get: (name: string) => unknown };
};

/**
 * The page's fonts whose names say they are bold. pdf.js names a font (and sends it to this thread) once the page's
 * operators are listed; images are not decoded for that (preparePdf disabled their filters). A font it cannot name
 * is not bold.
 */
async function boldFontsOf(page: PdfPage, fontNames: Iterable<string>): Promise<Set<string>> {
  const bold = new Set<string>();
  try {
    await page.getOperatorList();
  } catch {
    return bold;
  }
  for (const name of new Set(fontNames)) {
    if (!page.commonObjs.has(name)) continue;
    const font = page.commonObjs.get(name) as { name?: unknown; bold?: unknown; black?: unknown } | null;
    if (font && (font.bold === true || font.black === true || (typeof font.name === 'string' && boldName.test(font.name)))) bold.add(name);
  }
  return bold;
}

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
      const fontNames = content.items.flatMap((item) => ('fontName' in item && typeof item.fontName === 'string' ? [item.fontName] : []));
      const read = pageLayout(toPageItems(content.items, await boldFontsOf(page, fontNames)), number);
      pages.push(read.text);
      layout.push(...read.lines);
      length += read.text.length;
    }
    return { text: pages.join('\n\n'), layout };
  } finally {
    await task.destroy();
  }
}
