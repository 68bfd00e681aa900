import { Document, Page, Text, View, renderToBuffer, type Styles } from '@react-pdf/renderer';
import { createElement as h, type ReactElement, type ReactNode } from 'react';
import { registerPdfFont } from '../../../resume/render/pdf-font';
import type { LayoutResume } from './layout-text';

// What the PDF layouts share: the document, a page with its footer, a bullet row, and the rendering.

export type PdfStyle = Styles[string];

export async function renderPdf(document: ReactElement): Promise<Buffer> {
  registerPdfFont();
  return renderToBuffer(document as Parameters<typeof renderToBuffer>[0]);
}

export function pdfDocument(resume: LayoutResume, page: ReactElement): ReactElement {
  return h(Document, { title: resume.basics?.name ?? 'Resume', creator: 'Seeker tests', producer: 'Seeker tests' }, page);
}

/**
 * A page whose content sits in one view carrying the line height, with a footer on every page as word
 * processors print it ("1 / 2" or "Page 1 of 2"). react-pdf (4.9) silently drops page-number text
 * (a Text with `render`) that has a line height of its own or inherited, hence the view.
 */
export function footedPage(
  size: 'A4' | 'LETTER',
  style: PdfStyle,
  lineHeightPoints: number,
  footer: 'slash' | 'words',
  ...children: ReactNode[]
): ReactElement {
  return h(Page, { size, style, wrap: true }, h(View, { style: { lineHeight: `${lineHeightPoints}pt` } }, ...children), pageFooter(footer));
}

function pageFooter(style: 'slash' | 'words'): ReactElement {
  return h(Text, {
    fixed: true,
    style: { position: 'absolute', bottom: 24, left: 0, right: 0, textAlign: 'center', fontSize: 8, color: '#6b7280' },
    render: ({ pageNumber, totalPages }: { pageNumber: number; totalPages: number }) =>
      style === 'slash' ? `${pageNumber} / ${totalPages}` : `Page ${pageNumber} of ${totalPages}`,
  });
}

export const bulletRow = (text: string, key: number, style: { mark: PdfStyle; text: PdfStyle; row: PdfStyle }) =>
  h(View, { key, style: style.row, wrap: false }, h(Text, { style: style.mark }, '•'), h(Text, { style: style.text }, text));
