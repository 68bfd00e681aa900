import { normalizeLine } from '../normalize-text';
import { defaultSize } from './body-tokens';
import { unformatted, type Paragraph } from './layout-paragraphs';

/** mammoth's raw text as its paragraphs: each one's text, then two newlines (raw-text.js). */
function mammothParagraphs(raw: string): string[] {
  const paragraphs = raw.split('\n\n');
  if (paragraphs.at(-1) === '') paragraphs.pop();
  return paragraphs;
}

/** How far ahead a paragraph of mammoth's is looked for among those read here, where the two readings part. */
const lookAhead = 50;

/**
 * The paragraphs with mammoth's words: paired one to one where there are as many of each and nearly all have the
 * same words (a symbol mammoth names its own way changes a paragraph's words, not the paragraphs); else each of
 * mammoth's paragraphs with the format of the paragraph read here with the same first words close ahead, or of the
 * one the reading is at.
 */
export function withMammothWords(mine: readonly Paragraph[], raw: string): Paragraph[] {
  const theirs = mammothParagraphs(raw);
  if (theirs.length === mine.length) {
    const paired = mine.map((paragraph, index) => ({ ...paragraph, text: theirs[index]!, exact: paragraph.text === theirs[index] }));
    const differ = paired.filter((paragraph) => !paragraph.exact).length;
    if (differ <= Math.max(2, paired.length / 10)) return paired;
  }
  // Compared by their first words: enough to tell paragraphs apart, and no megabyte paragraph normalized whole.
  const keyOf = (text: string) => normalizeLine(text.slice(0, 1_000));
  const keys = mine.map((paragraph) => keyOf(paragraph.text));
  let at = 0;
  let last: Paragraph = { text: '', size: defaultSize, bold: false, page: 1, format: unformatted, breaks: 0 };
  return theirs.map((text) => {
    const key = keyOf(text);
    for (let found = at; key !== '' && found < Math.min(keys.length, at + lookAhead); found++) {
      if (keys[found] !== key) continue;
      at = found + 1;
      last = mine[found]!;
      return { ...last, text, exact: false };
    }
    return { ...(mine[at] ?? last), text, exact: false };
  });
}
