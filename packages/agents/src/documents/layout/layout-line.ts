/**
 * One line of a document as it was laid out (decision 0043): its text, and what a reader sees of it besides the
 * words. Sizes are in points; `x` is its left edge and `top` how far below the page's first line it stands, in
 * points; `gap` is the space above the line in lines of its own size (0 at the top of a block).
 */
export type LayoutLine = {
  text: string;
  page: number;
  size: number;
  bold: boolean;
  x: number;
  top: number;
  gap: number;
  /** The line's pieces where wide gaps set them apart (a tab stop, dates at the right edge); absent for one piece. */
  cells?: string[];
};

/** What the document reader hands on: the text, and the lines it was read from where the format has a layout. */
export type ReadDocument = {
  text: string;
  layout?: LayoutLine[];
  /** The text was read from images by OCR (a scan or a photo): every field read from it needs checking. */
  ocr?: boolean;
};

/** The size most of the document's characters are set in: what a heading or a name is larger than. */
export function bodySize(lines: readonly LayoutLine[]): number {
  const characters = new Map<number, number>();
  for (const line of lines) {
    const size = Math.round(line.size * 2) / 2;
    characters.set(size, (characters.get(size) ?? 0) + line.text.length);
  }
  let best = 0;
  let most = -1;
  for (const [size, count] of characters) if (count > most) [best, most] = [size, count];
  return best;
}
