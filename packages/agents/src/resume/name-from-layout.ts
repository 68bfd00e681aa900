import { bodySize, type LayoutLine } from '../documents/layout/layout-line';
import { nameInLine } from './name-line';

/** How far down the first page a name is looked for, in points: the top quarter of an A4 or Letter page. */
const nameZone = 220;
/** How much larger than the body text a line must be to stand out as the name. */
const standsOut = 1.2;

/**
 * The name as a reader finds it on the page (decision 0043): the largest text near the top of the first page that
 * is a person's name (`nameInLine`: never a heading, the document's title, a label, a job title or a place), set
 * larger than the body, or else the first line set bold that is all a name; '' when none (the text's first name line is
 * read instead).
 */
export function nameFromLayout(layout: readonly LayoutLine[]): string {
  const body = bodySize(layout);
  let best: { name: string; size: number; at: number } | undefined;
  layout.forEach((line, at) => {
    if (line.page !== 1 || line.top > nameZone || line.size < body * standsOut) return;
    const name = nameInLine(line.text);
    if (name !== '' && (!best || line.size > best.size)) best = { name, size: line.size, at };
  });
  if (best) return withOtherHalf(layout, best.name, best.at);
  // Nothing larger than the body: the document's first line, set bold, that is all a person's name ("Daniel Xavier
  // Louro" in bold body type over the contact lines).
  const first = layout[0];
  return first && first.page === 1 && first.bold && nameInLine(first.text) === first.text.trim() ? first.text.trim() : '';
}

/** One word of a name, alone on its line: "MIKOŁAJ", "Dewitte". */
const nameWord = /^\p{L}[\p{L}'’-]{1,29}$/u;
/** A line's text, or its first cell where wide gaps set it apart ("diaz" beside a phone number). */
const firstPiece = (line: LayoutLine) => line.cells?.[0] ?? line.text;

/**
 * A name set over two lines ("THIBAULT" over a larger "Dewitte", "MIKOŁAJ" over "KOSTYRKO"): a one-word name and a
 * one-word line right above or below it, close by and standing out from the body too, are one name, read top first.
 */
function withOtherHalf(layout: readonly LayoutLine[], name: string, at: number): string {
  if (!nameWord.test(name)) return withWrappedRest(layout, name, at);
  const line = layout[at]!;
  const body = bodySize(layout);
  const beside = (other: LayoutLine | undefined) =>
    other !== undefined &&
    other.page === line.page &&
    Math.abs(other.top - line.top) <= 2 * Math.max(other.size, line.size) &&
    // Above or below it, or right beside it: not a word far along the same line.
    (Math.abs(other.top - line.top) >= 0.5 * line.size || gapBetween(line, other) <= 1.5 * line.size) &&
    other.size >= body * standsOut &&
    nameWord.test(firstPiece(other)) &&
    nameInLine(firstPiece(other)) !== '';
  if (beside(layout[at - 1])) return `${firstPiece(layout[at - 1]!)} ${name}`;
  if (beside(layout[at + 1])) return `${name} ${firstPiece(layout[at + 1]!)}`;
  // Set side by side in boxes of their own ("gregory" and "diaz" in the same size on one line, read as two columns).
  const sameLine = layout.find(
    (other) =>
      other !== line &&
      other.page === line.page &&
      Math.abs(other.top - line.top) <= 0.3 * line.size &&
      Math.abs(other.size - line.size) <= 0.1 * line.size &&
      // Next to it, a word space or so apart (a glyph is about 0.6 of the size wide): not a word elsewhere on the line.
      gapBetween(line, other) <= 1.5 * line.size &&
      nameWord.test(other.text) &&
      nameInLine(other.text) !== '',
  );
  if (sameLine) return sameLine.x < line.x ? `${sameLine.text} ${name}` : `${name} ${sameLine.text}`;
  return name;
}

/**
 * A name of several words wrapped onto the next line ("Janet Michelle" over "Santiago Luna", in one size and weight): the
 * next line is the rest where it is close below, set alike, all words of a name, and the two read as one name.
 */
function withWrappedRest(layout: readonly LayoutLine[], name: string, at: number): string {
  const line = layout[at]!;
  const next = layout[at + 1];
  if (!next || next.page !== line.page || next.bold !== line.bold || Math.abs(next.size - line.size) > 0.1 * line.size) return name;
  const below = next.top - line.top;
  if (below < 0.5 * line.size || below > 2 * line.size || next.cells) return name;
  const rest = next.text.trim();
  if (!rest.split(/\s+/).every((word) => nameWord.test(word))) return name;
  const whole = `${name} ${rest}`;
  return nameInLine(whole) === whole ? whole : name;
}

/** The space between two boxes of one line, each's width guessed from its letters. */
function gapBetween(a: LayoutLine, b: LayoutLine) {
  const [left, right] = a.x <= b.x ? [a, b] : [b, a];
  return right.x - (left.x + 0.6 * left.size * left.text.length);
}
