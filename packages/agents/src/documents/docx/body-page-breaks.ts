import type { BodyReader, ParagraphState } from './body-reader';
import type { Token } from './body-tokens';

/** Once a paragraph's properties are read: a page break before it where it or its style asks for one (`w:pageBreakBefore`). */
export function breakPageBefore(reader: BodyReader, paragraph: ParagraphState): void {
  const style = reader.styles.styleId('paragraph', paragraph.styleId);
  const breaks =
    paragraph.direct.pageBreakBefore ?? reader.styles.inherited('paragraph', style, (definition) => definition.paragraph.pageBreakBefore);
  if (breaks && paragraph.breaksPage) reader.emit({ kind: 'page' });
}

/**
 * A page break after the anchor (a template's first page of text boxes, anchored before its `w:br`) turns the
 * page after the text boxes, not before them: such breaks are taken out of the closing paragraph, to follow its
 * text boxes.
 */
export function breaksAfterAnchor(paragraph: ParagraphState): Token[] {
  const into = paragraph.target;
  const breaks: Token[] = [];
  if (paragraph.extras.length > 0 && paragraph.anchoredAt !== undefined) {
    const inline = into.tokens.splice(paragraph.anchoredAt);
    for (const token of inline) (token.kind === 'page' ? breaks : into.tokens).push(token);
  }
  return breaks;
}
