import { Document, Page, StyleSheet, Text, renderToBuffer } from '@react-pdf/renderer';
import { createElement as h } from 'react';
import { loadPdfGlyphs, pdfFontFamily } from './pdf-font';

const styles = StyleSheet.create({
  page: { fontFamily: pdfFontFamily, fontSize: 11, lineHeight: 1.45, paddingVertical: 56, paddingHorizontal: 64, color: '#111827' },
  paragraph: { marginBottom: 10 },
});

/** A letter as written: each blank-line-separated paragraph a paragraph, its lines kept. */
export async function renderLetterPdf(text: string, title: string): Promise<Buffer> {
  const glyphs = await loadPdfGlyphs();
  const paragraphs = text.split(/\n\s*\n/).filter((paragraph) => paragraph.trim() !== '');
  const document = h(
    Document,
    { title, creator: 'Seeker', producer: 'Seeker' },
    // A character the font lacks is printed as a stand-in it has, never as a wrong letter.
    h(
      Page,
      { size: 'LETTER', style: styles.page, wrap: true },
      ...paragraphs.map((paragraph, index) => h(Text, { key: index, style: styles.paragraph }, glyphs.text(paragraph))),
    ),
  );
  return renderToBuffer(document as Parameters<typeof renderToBuffer>[0]);
}
