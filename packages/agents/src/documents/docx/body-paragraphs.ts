import { breaksAfterAnchor } from './body-page-breaks';
import { lineFormat } from './body-line-format';
import { append, type BodyReader, type ParagraphState } from './body-reader';

/** Opens a paragraph (`w:p`) where what is read now goes; a deleted paragraph's words before it open it. */
export function openParagraph(reader: BodyReader): void {
  const into = reader.target();
  const paragraph: ParagraphState = {
    target: into,
    start: into.tokens.length,
    styleId: undefined,
    direct: {},
    mark: {},
    deleted: false,
    extras: [],
    sawProperties: false,
    sawMark: false,
    // Word breaks the page before such a paragraph in the body, not in a table or a text box.
    breaksPage: reader.tables.length === 0 && reader.pictures === 0,
    anchoredAt: undefined,
  };
  if (reader.deleted) {
    append(into.tokens, reader.deleted.tokens);
    append(paragraph.extras, reader.deleted.extras);
    reader.deleted = undefined;
  }
  into.openParagraphs++;
  reader.paragraphs.push(paragraph);
  reader.frames.push({ kind: 'paragraph', paragraph });
}

/** Ends a paragraph: its end with its format, then the text boxes anchored in it. */
export function closeParagraph(reader: BodyReader, paragraph: ParagraphState): void {
  reader.paragraphs.pop();
  const into = paragraph.target;
  into.openParagraphs--;
  if (paragraph.deleted) {
    // Its words open the next paragraph (mammoth's deletedParagraphContents).
    reader.deleted = { tokens: into.tokens.splice(paragraph.start), extras: paragraph.extras };
    return;
  }
  const breaks = breaksAfterAnchor(paragraph);
  into.tokens.push({ kind: 'end', format: lineFormat(reader.styles, paragraph) });
  append(into.tokens, paragraph.extras);
  append(into.tokens, breaks);
}
