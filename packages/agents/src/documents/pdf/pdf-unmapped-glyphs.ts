import type { PdfJsContentItem } from './pdf-items';

/** One glyph pdf.js drew, as its operator list gives it: the text its font maps it to, its advance in font units, its code. */
export type DrawnGlyph = { unicode: string; width: number; code: number };
/** The glyphs drawn in one font, in the order the page draws them (a page's operator list, read by `drawnGlyphs`). */
export type GlyphRun = { font: string; glyphs: DrawnGlyph[] };

/**
 * Letters fonts draw as one glyph: Unicode's Latin ligatures (U+FB00–U+FB06) and those OpenType fonts add in their
 * standard and discretionary ligature features (Calibri, Cambria and Candara draw "ti", "tt", "ft" …). A file whose
 * font maps such a glyph to no text (Word's PDFs do: "tra\u0000c" for "traffic") is read by which of these the glyph's
 * width is. The pairs common in the languages resumes are written in come first; the rare ones ("fj" is Nordic) are
 * taken only where none of those fits.
 */
const commonLigatures = ['ff', 'fi', 'fl', 'ffi', 'ffl', 'ft', 'ti', 'tt', 'st', 'th', 'ct'];
const rareLigatures = ['fft', 'fj', 'ffj', 'fb', 'ffb', 'fh', 'ffh', 'fk', 'ffk', 'tti', 'tf', 'sp', 'Th'];
/** A ligature's advance is its letters' within this share (fonts tighten a pair: Calibri Light's "ft" is 4% narrower). */
const widthTolerance = 0.05;

/** What a font is known to draw: its single letters' widths, and the letter pairs and ligatures it draws as such. */
type FontLetters = { widths: Map<string, number>; drawn: Set<string> };

/** A glyph its font gives no text: no mapping, NUL, or the replacement character pdf.js writes for a broken one. */
const isUnmapped = (unicode: string) => unicode === '\u0000' || unicode === '\ufffd';
/** Such glyphs in a text item's text. */
// eslint-disable-next-line no-control-regex
const unmappedInText = /[\u0000\ufffd]/g;

/**
 * The glyph runs of a page's operator list: pdf.js's setFont names the font (its loaded name, as text items give it),
 * each showText lists glyphs (objects) and spacing (numbers). `ops` are pdf.js's OPS codes.
 */
export function drawnGlyphs(
  list: { fnArray: readonly number[]; argsArray: readonly unknown[] },
  ops: { setFont: number; showText: number },
): GlyphRun[] {
  const runs: GlyphRun[] = [];
  let font: string | undefined;
  list.fnArray.forEach((fn, index) => {
    const args = list.argsArray[index];
    if (!Array.isArray(args)) return;
    if (fn === ops.setFont && typeof args[0] === 'string') font = args[0];
    else if (fn === ops.showText && font !== undefined && Array.isArray(args[0])) {
      const glyphs: DrawnGlyph[] = [];
      for (const glyph of args[0] as unknown[]) {
        if (typeof glyph !== 'object' || glyph === null) continue;
        const { unicode, width, originalCharCode } = glyph as { unicode?: unknown; width?: unknown; originalCharCode?: unknown };
        if (typeof unicode === 'string' && typeof width === 'number' && Number.isFinite(width) && typeof originalCharCode === 'number')
          glyphs.push({ unicode, width, code: originalCharCode });
      }
      if (glyphs.length > 0) runs.push({ font, glyphs });
    }
  });
  return runs;
}

/**
 * The letters an unmapped glyph of width `width` stands for, from what its font draws elsewhere: the ligature whose
 * letters' widths add up to it, within the tolerance and clearly closer than any other. A ligature the font draws
 * elsewhere, mapped or as separate letters, is not this glyph (a font that joins "ti" joins every "ti"). Where two fit
 * about as well (Calibri's "fi" and "fl" are equally wide), the glyph stays unread rather than guessed.
 */
export function ligatureByWidth(width: number, font: FontLetters): string | undefined {
  if (!(width > 0)) return undefined;
  for (const tier of [commonLigatures, rareLigatures]) {
    const fits = tier
      .flatMap((letters) => {
        if (font.drawn.has(letters)) return [];
        let sum = 0;
        for (const letter of letters) {
          const letterWidth = font.widths.get(letter);
          if (letterWidth === undefined) return [];
          sum += letterWidth;
        }
        return [{ letters, off: Math.abs(sum - width) }];
      })
      .filter(({ off }) => off <= widthTolerance * width)
      .sort((one, other) => one.off - other.off);
    const [best, next] = fits;
    if (best) return next && next.off < 2 * best.off + 0.005 * width ? undefined : best.letters;
  }
  return undefined;
}

/**
 * For each page, each font's unmapped glyphs' letters in the order the page draws them (undefined where the width
 * tells none, or where no letter stands beside the glyph), reading each font's single letters' widths from every page
 * given. A page not listed is undefined.
 */
export function unmappedGlyphLetters(pages: readonly (GlyphRun[] | undefined)[]): (Map<string, (string | undefined)[]> | undefined)[] {
  const fonts = new Map<string, FontLetters>();
  for (const runs of pages)
    for (const { font, glyphs } of runs ?? []) {
      const known = fonts.get(font) ?? { widths: new Map<string, number>(), drawn: new Set<string>() };
      fonts.set(font, known);
      let before = '';
      for (const { unicode, width } of glyphs) {
        const letters = unicode.normalize('NFKC');
        if (/^\p{L}$/u.test(letters)) {
          if (!known.widths.has(letters)) known.widths.set(letters, width);
          if (before) known.drawn.add(before + letters);
        } else if (/^\p{L}{2,3}$/u.test(letters)) known.drawn.add(letters);
        before = /^\p{L}$/u.test(letters) ? letters : '';
      }
    }
  return pages.map((runs) => {
    if (!runs) return undefined;
    const letters = new Map<string, (string | undefined)[]>();
    for (const { font, glyphs } of runs)
      glyphs.forEach(({ unicode, width }, at) => {
        if (!isUnmapped(unicode)) return;
        const list = letters.get(font) ?? [];
        // A ligature is part of a word: a letter stands beside it. A glyph between other signs ("[�]") is a font's
        // own replacement character, drawn as such, whatever its width.
        const inWord = [glyphs[at - 1], glyphs[at + 1]].some((beside) => beside !== undefined && /^\p{L}/u.test(beside.unicode));
        list.push(inWord ? ligatureByWidth(width, fonts.get(font)!) : undefined);
        letters.set(font, list);
      });
    return letters;
  });
}

/**
 * A page's text items with each font's unmapped glyphs (NUL or U+FFFD in its text) read as `letters` gives them, in
 * order. A font whose text holds a different number of them than its glyphs (text pdf.js drew in no listed run) is
 * left as it was: a guess that may be off by one glyph is worse than a gap the check step shows.
 */
export function withUnmappedGlyphsRead(
  items: readonly PdfJsContentItem[],
  letters: ReadonlyMap<string, readonly (string | undefined)[]>,
): PdfJsContentItem[] {
  if (letters.size === 0) return [...items];
  const found = new Map<string, number>();
  for (const item of items)
    if ('str' in item && item.fontName !== undefined && letters.has(item.fontName))
      found.set(item.fontName, (found.get(item.fontName) ?? 0) + (item.str.match(unmappedInText)?.length ?? 0));
  const next = new Map<string, number>();
  return items.map((item) => {
    if (!('str' in item) || item.fontName === undefined) return item;
    const font = item.fontName;
    const list = letters.get(font);
    if (!list || found.get(font) !== list.length || !item.str.match(unmappedInText)) return item;
    const str = item.str.replace(unmappedInText, (glyph) => {
      const at = next.get(font) ?? 0;
      next.set(font, at + 1);
      return list[at] ?? glyph;
    });
    return { ...item, str };
  });
}
