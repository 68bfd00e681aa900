import { append, type BodyReader, type ParagraphState, type Target } from './body-reader';

/**
 * Opens a VML shape (`w:pict`) inside a paragraph. A VML shape's text (a text box) follows the paragraph it is
 * anchored in; with none, mammoth loses it.
 */
export function openTextBox(reader: BodyReader): true {
  const pictureTarget: Target = { tokens: [], openParagraphs: 0, hasTable: false };
  const anchor = reader.paragraphs.at(-1)!;
  const scope = reader.scopes.at(-1)!;
  if (scope.kind === 'target' && scope.target === anchor.target) anchor.anchoredAt ??= anchor.target.tokens.length;
  reader.pictures++;
  reader.scopes.push({ kind: 'target', target: pictureTarget });
  return reader.enter({ kind: 'picture', target: pictureTarget, paragraph: reader.paragraphs.at(-1)! });
}

/** Closes a VML shape: its text waits in its paragraph's extras, to follow that paragraph's end. */
export function closeTextBox(reader: BodyReader, box: Target, paragraph: ParagraphState): void {
  reader.scopes.pop();
  reader.pictures--;
  append(paragraph.extras, box.tokens);
}
