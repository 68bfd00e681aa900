import { Document, Packer, Paragraph, TextRun } from 'docx';

/** A letter as an editable Word document, its paragraphs and lines as written. */
export async function renderLetterDocx(text: string, title: string): Promise<Buffer> {
  const paragraphs = text.split(/\n\s*\n/).filter((paragraph) => paragraph.trim() !== '');
  const document = new Document({
    title,
    creator: 'Seeker',
    styles: { default: { document: { run: { font: 'Calibri', size: 22 } } } },
    sections: [
      {
        properties: { page: { margin: { top: 1080, bottom: 1080, left: 1200, right: 1200 } } },
        // A line of its own is a paragraph of its own (space only after the last line of a block), so that
        // Word shows it as written and a reader of the file's text sees the lines apart.
        children: paragraphs.flatMap((paragraph) => {
          const lines = paragraph.split('\n');
          return lines.map(
            (line, index) => new Paragraph({ spacing: { after: index === lines.length - 1 ? 200 : 0 }, children: [new TextRun(line)] }),
          );
        }),
      },
    ],
  });
  return Packer.toBuffer(document);
}
