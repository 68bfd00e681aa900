/**
 * A run of text on a PDF page, in the page's own space (points, y growing upwards): `x`, `y` where its
 * baseline starts, `width` its advance, `height` and `fontSize` its glyph height, `font` the name pdf.js gave its font,
 * `bold` whether that font is bold (where its weight was read), `spaceBefore` that pdf.js saw a word space just before it.
 */
export type PdfTextItem = {
  str: string;
  x: number;
  y: number;
  width: number;
  height: number;
  fontSize: number;
  font?: string;
  bold?: boolean;
  spaceBefore?: boolean;
};

/** The fields of a pdf.js text item that positions are read from (pdf.js's TextItem has them all). */
export type PdfJsTextItem = { str: string; transform: number[]; width: number; height: number; fontName?: string };
/** What pdf.js's getTextContent lists: text items, and marked-content markers that hold no text. */
export type PdfJsContentItem = PdfJsTextItem | { type: string };

/** Upright text laid out by position; text drawn at an angle, kept in the order it was drawn. */
export type PageItems = { upright: PdfTextItem[]; turned: string[] };

const isFiniteNumber = (value: number | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * pdf.js's text items as plain items. Whitespace-only items (pdf.js's markers for a gap it saw) and
 * empty end-of-line markers are dropped: the gaps are measured again from the positions, and the item a space
 * marker stands right before on its baseline keeps `spaceBefore` ("Team", " ", "Lead" set a hair's width apart).
 */
export function toPageItems(items: readonly PdfJsContentItem[]): PageItems {
  const upright: PdfTextItem[] = [];
  const turned: string[] = [];
  let space: number[] | undefined;
  for (const item of items) {
    if (!('str' in item)) continue;
    if (item.str.trim() === '') {
      space = item.str === '' ? undefined : item.transform;
      continue;
    }
    const [a, b, c, d, x, y] = item.transform;
    const marker = space;
    space = undefined;
    if (![a, b, c, d, x, y, item.width].every(isFiniteNumber)) continue;
    // Upright: no rotation or skew worth a glyph's height, and not mirrored.
    if (a! > 0 && d! > 0 && Math.abs(b!) < 0.01 * a! && Math.abs(c!) < 0.01 * d!) {
      // At least a point: sizes divide gaps, and text too small to see still reads.
      const fontSize = Math.max(d!, 1);
      // The font pdf.js loaded the run in: where it changes along a line, one piece of it ends (a title set bold beside its employer).
      const font = typeof item.fontName === 'string' ? { font: item.fontName } : {};
      const spaced =
        marker !== undefined && Math.abs(marker[5]! - y!) < 0.4 * fontSize && Math.abs(marker[4]! - x!) < fontSize ? { spaceBefore: true } : {};
      upright.push({ str: item.str, x: x!, y: y!, width: Math.max(0, item.width), height: item.height || fontSize, fontSize, ...font, ...spaced });
    } else {
      turned.push(item.str.trim());
    }
  }
  return { upright, turned };
}

/** The page's items, each marked bold where its font is one of `bold`. */
export function withWeights(items: PageItems, bold: ReadonlySet<string>): PageItems {
  if (bold.size === 0) return items;
  return { ...items, upright: items.upright.map((item) => (item.font && bold.has(item.font) ? { ...item, bold: true } : item)) };
}
