import type { ParagraphState } from './body-reader';
import { defaultSize, type LineFormat } from './body-tokens';
import type { DocxStyles, ParagraphFormat } from './docx-styles';

/** How a paragraph is set, from what it sets itself, its style (and list) and the document's defaults. */
export function lineFormat(styles: DocxStyles, paragraph: ParagraphState): LineFormat {
  const style = styles.styleId('paragraph', paragraph.styleId);
  const get = <K extends keyof ParagraphFormat>(key: K): ParagraphFormat[K] =>
    paragraph.direct[key] ?? styles.inherited('paragraph', style, (definition) => definition.paragraph[key]) ?? styles.defaultParagraph[key];
  const x = paragraph.direct.left ?? styles.listIndent(get('numId'), get('level')) ?? get('left') ?? 0;
  const markSize = paragraph.mark.size ?? styles.inherited('paragraph', style, (definition) => definition.run.size) ?? styles.defaultRun.size;
  return {
    style,
    x,
    before: get('before') ?? 0,
    after: get('after') ?? 0,
    line: get('line') ?? 240,
    lineRule: get('lineRule') ?? 'auto',
    contextual: get('contextual') ?? false,
    markSize: markSize ?? defaultSize,
  };
}
