import { openContent } from './body-elements';
import { breakPageBefore } from './body-page-breaks';
import { closeParagraph } from './body-paragraphs';
import { openProperty } from './body-properties';
import { BodyReader } from './body-reader';
import { emitText } from './body-run-text';
import { closeTable } from './body-tables';
import { closeTextBox } from './body-text-boxes';
import type { Token } from './body-tokens';
import type { DocxStyles } from './docx-styles';
import { streamOoxml } from './ooxml-stream';

/**
 * Reads word/document.xml's body (or a page header's paragraphs) as a stream of tags, in the order and with the words mammoth's raw text has: the
 * first `w:body` only; elements mammoth does not know skipped with all they hold (`w:fldSimple`, `w:delText`,
 * drawings' shapes); a VML text box's paragraphs (`w:pict`) after the paragraph that anchors it, none where no
 * paragraph does; `mc:AlternateContent` by its Fallback; a deleted paragraph's words in the next paragraph; deleted
 * rows and cells merged into the one above left out; a checkbox content control's glyph left out.
 */
export function bodyTokens(xml: Buffer, styles: DocxStyles, part: 'body' | 'header' = 'body'): Token[] {
  const reader = new BodyReader(styles);
  const { frames } = reader;
  streamOoxml(xml, {
    open(name, attributes) {
      if (reader.skipped > 0) {
        reader.skipped++;
        return;
      }
      const parent = frames.at(-1);
      if (!parent) {
        // A page header's paragraphs stand right in its root (`w:hdr`); the document's in its `w:body`.
        frames.push({ kind: part === 'header' && name === 'w:hdr' ? 'content' : 'root' });
        return;
      }
      if (parent.kind === 'root') {
        if (name === 'w:body' && !reader.sawBody) {
          reader.sawBody = true;
          frames.push({ kind: 'content' });
        } else reader.skipped = 1;
        return;
      }
      const depth = frames.length;
      if (openProperty(reader, name, attributes, parent)) {
        // A property read: nothing below it is (a tracked change's old properties, a tab stop's list).
        if (frames.length === depth) reader.skipped = 1;
        return;
      }
      openContent(reader, name, attributes, parent);
    },
    text(data) {
      const frame = frames.at(-1);
      if (reader.skipped === 0 && frame?.kind === 'text') frame.text += data;
    },
    close() {
      if (reader.skipped > 0) {
        reader.skipped--;
        return;
      }
      const frame = frames.pop();
      if (!frame) return;
      switch (frame.kind) {
        case 'paragraph':
          return closeParagraph(reader, frame.paragraph);
        case 'paragraphProperties':
          return breakPageBefore(reader, frame.paragraph);
        case 'run':
          reader.runs.pop();
          return;
        case 'text':
          return emitText(reader, frame.text);
        case 'table':
          return closeTable(reader, frame.table);
        case 'row':
        case 'cell':
          reader.scopes.pop();
          return;
        case 'picture':
          return closeTextBox(reader, frame.target, frame.paragraph);
        case 'sdt':
          reader.sdts.pop();
          return;
      }
    },
  });
  return reader.body.tokens;
}
