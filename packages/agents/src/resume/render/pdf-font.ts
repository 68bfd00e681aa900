import { createRequire } from 'node:module';
import path from 'node:path';
import { Font } from '@react-pdf/renderer';

// DejaVu Sans (Bitstream Vera licence, DejaVu changes public domain; npm package dejavu-fonts-ttf):
// Latin, Greek and Cyrillic, and the marks resumes use as bullets, arrows, check marks and stars
// ("⋄ ◦ ▪ → ✓ ★") and currencies such as "€ ₹". PDF's built-in Helvetica covers Western Latin only,
// and Liberation Sans printed "⋄" as "Ä" and "₹" as "¹".
export const pdfFontFamily = 'DejaVu Sans';

export type PdfFace = 'regular' | 'bold' | 'italic' | 'boldItalic';

// Numeric weights: react-pdf resolves a font by number (a style's 'bold' becomes 700), and asked for
// the string 'bold' its FontStore would answer with the regular face.
const faces: Record<PdfFace, { file: string; fontWeight: 400 | 700; fontStyle: 'normal' | 'italic' }> = {
  regular: { file: 'DejaVuSans.ttf', fontWeight: 400, fontStyle: 'normal' },
  bold: { file: 'DejaVuSans-Bold.ttf', fontWeight: 700, fontStyle: 'normal' },
  italic: { file: 'DejaVuSans-Oblique.ttf', fontWeight: 400, fontStyle: 'italic' },
  boldItalic: { file: 'DejaVuSans-BoldOblique.ttf', fontWeight: 700, fontStyle: 'italic' },
};

let registered = false;

/** Where the font files are: resolved from this module, so it holds in a worker thread too. */
export function pdfFontDirectory(): string {
  return path.join(path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
}

export function registerPdfFont() {
  if (registered) return;
  const directory = pdfFontDirectory();
  Font.register({
    family: pdfFontFamily,
    fonts: Object.values(faces).map(({ file, fontWeight, fontStyle }) => ({ src: path.join(directory, file), fontWeight, fontStyle })),
  });
  // Words are never hyphenated: a name or a skill must print whole. Only a run too long for any
  // column (a URL, a glued string) may break, so that it wraps instead of running into the next column
  // or off the page.
  Font.registerHyphenationCallback(breakOverlongWord);
  registered = true;
}

const overlongWord = 40;
const chunkLength = 20;

/**
 * A word as the line breaker may split it: whole, unless it is longer than `overlongWord` characters,
 * then in pieces of about `chunkLength` (after a "/", "." and the like where it can). Where a line
 * does break inside it, react-pdf adds a hyphen.
 */
export function breakOverlongWord(word: string): string[] {
  const characters = [...word];
  if (characters.length <= overlongWord) return [word];
  const parts: string[] = [];
  let part = '';
  let length = 0;
  for (const [index, character] of characters.entries()) {
    part += character;
    length += 1;
    // Never beside a "-": react-pdf adds its own hyphen at the break, which would read "on--and".
    const besideHyphen = character === '-' || characters[index + 1] === '-';
    if (!besideHyphen && (length >= chunkLength || (length >= 8 && /[/\\_.@?&=#:,;+~]/.test(character)))) {
      parts.push(part);
      part = '';
      length = 0;
    }
  }
  if (part !== '') parts.push(part);
  return parts;
}

// Stand-ins for marks a face may lack, best first: the first one the face has is used. A character
// is replaced only when the face has no glyph for it (asked of the font itself, below).
const bullet = ['•', '·', '*', '-'];
const arrow = ['→', '->'];
const check = ['✓', '√', 'v'];
const cross = ['✗', 'x'];
const star = ['★', '*'];
const standIns = new Map<string, string[]>([
  ...[...'⋄◇◆◊❖●○◦▪▫■□◾◽◼◻‣⁃∙⦁⦾⦿✦✧❍❑❒➢➣➤►▶▸▹▷⮚⯈⚫⚪🔹🔸🔷🔶🟢🔵'].map((mark) => [mark, bullet] as [string, string[]]),
  ...[...'➔➜➝➞➙➛⇒⟶⟹➡⭢🡒🠚'].map((mark) => [mark, arrow] as [string, string[]]),
  ...[...'✓✔☑✅🗸'].map((mark) => [mark, check] as [string, string[]]),
  ...[...'✗✘❌✕✖❎'].map((mark) => [mark, cross] as [string, string[]]),
  ...[...'★☆⭐✩✪✫✬✭✮✯✰🌟'].map((mark) => [mark, star] as [string, string[]]),
  ...[...'‐‑‒–―'].map((mark) => [mark, ['–', '-']] as [string, string[]]),
  ['—', ['—', '–', '-']],
  ['−', ['−', '-']],
  ...[...'‘’‚‛′'].map((mark) => [mark, ["'"]] as [string, string[]]),
  ...[...'“”„‟″'].map((mark) => [mark, ['"']] as [string, string[]]),
  ['…', ['...']],
  // Currencies by their ISO codes: never another currency's sign.
  ['₹', ['INR ']],
  ['₽', ['RUB ']],
  ['₴', ['UAH ']],
  ['₺', ['TRY ']],
  ['₦', ['NGN ']],
  ['₩', ['KRW ']],
  ['₱', ['PHP ']],
  ['₫', ['VND ']],
  ['₪', ['ILS ']],
  ['₿', ['BTC ']],
  ['€', ['EUR ']],
  ['£', ['GBP ']],
  ['¥', ['JPY ']],
]);
const replacementCharacter = ['\uFFFD', '?'];
const pictographic = /^(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator})$/u;
const ignorable = /^(?:\p{Default_Ignorable_Code_Point}|\p{Cc}|\p{M})$/u;

export type PdfGlyphs = {
  /** The text as the face prints it: every character the face has kept as is, the others replaced by a stand-in it has. */
  text: (value: string, face?: PdfFace) => string;
  /** Whether the face has a glyph for the character (one code point). */
  has: (character: string, face?: PdfFace) => boolean;
};

type FontkitFont = {
  characterSet: number[];
  hasGlyphForCodePoint: (codePoint: number) => boolean;
  glyphForCodePoint: (codePoint: number) => unknown;
};

let glyphs: Promise<PdfGlyphs> | null = null;

/**
 * Asks the registered faces (the fontkit fonts react-pdf lays the text out with) which characters they
 * have. A character a face lacks would otherwise print as a wrong letter (react-pdf draws the font's
 * missing glyph, which a text layer reads as some other character): it is replaced, in order, by a
 * stand-in from the list above, by its compatibility decomposition ("ﬁ" → "fi", "ṩ" → "s"), by
 * nothing for emoji and invisible characters, and by "\uFFFD" for anything else.
 */
export function loadPdfGlyphs(): Promise<PdfGlyphs> {
  registerPdfFont();
  glyphs ??= loadGlyphs().catch((error: unknown) => {
    glyphs = null;
    throw error;
  });
  return glyphs;
}

/**
 * fontkit keeps one glyph object per glyph id for the life of the font, holding the characters it was
 * first looked up for, and the PDF's text layer (its ToUnicode map) is written from those characters.
 * Writing a subset looks up the parts of composite glyphs with no characters: "é" is drawn from "e",
 * Cyrillic "а" from Latin "a". So once a document with "é" but no "e" was made, every later document
 * in the process (a render worker makes many) had an "e" that text extraction read as "\u0001". Looking
 * every character of the font up once, before any document is made, caches each glyph with its
 * character (the lowest code point first: " " before U+00A0). Compatibility characters are left out:
 * their glyphs are what ligatures and contextual forms substitute ("ff" → the "ﬀ" glyph), and cached as
 * one character ("ﬀ") such a glyph would stand for two letters of the text with one, which shifts
 * react-pdf's line breaks into the middle of words and makes "Staff" read "Staﬀ".
 */
function primeGlyphCache(font: FontkitFont) {
  for (const codePoint of [...font.characterSet].sort((a, b) => a - b)) {
    const character = String.fromCodePoint(codePoint);
    if (character.normalize('NFKC') === character) font.glyphForCodePoint(codePoint);
  }
}

async function loadGlyphs(): Promise<PdfGlyphs> {
  const lookups = {} as Record<PdfFace, (codePoint: number) => boolean>;
  for (const [face, { fontWeight, fontStyle }] of Object.entries(faces) as [PdfFace, (typeof faces)[PdfFace]][]) {
    const descriptor = { fontFamily: pdfFontFamily, fontWeight, fontStyle };
    await Font.load(descriptor);
    // The fontkit font react-pdf lays the text out with (fontkit ships no types, so its shape is named here).
    const font = Font.getFont(descriptor).data as unknown as FontkitFont | null;
    if (!font) throw new Error(`The PDF font ${pdfFontFamily} (${face}) could not be loaded`);
    primeGlyphCache(font);
    const known = new Map<number, boolean>();
    lookups[face] = (codePoint) => {
      let has = known.get(codePoint);
      if (has === undefined) {
        has = font.hasGlyphForCodePoint(codePoint);
        known.set(codePoint, has);
      }
      return has;
    };
  }
  const has = (character: string, face: PdfFace = 'regular') => lookups[face](character.codePointAt(0)!);
  const hasAll = (value: string, face: PdfFace) => [...value].every((character) => character === ' ' || has(character, face));
  const text = (value: string, face: PdfFace = 'regular') => {
    let out = '';
    const characters = [...value.normalize('NFC')];
    for (let index = 0; index < characters.length; index++) {
      const character = characters[index]!;
      // "ﬁ" pasted from a PDF is written "fi": the font's ligature draws it alike, the text layer reads
      // it as two letters, and the glyph is not made to stand for one letter here and two elsewhere.
      if (/^[\uFB00-\uFB06]$/u.test(character)) {
        out += character.normalize('NFKD');
        continue;
      }
      if (character === '\n' || has(character, face)) {
        out += character;
        continue;
      }
      const standIn = standIns.get(character)?.find((candidate) => hasAll(candidate, face));
      if (standIn !== undefined) {
        // "₹2" → "INR 2", but "₹ 2" → "INR 2" and "2 ₹" → "2 INR".
        out += standIn.endsWith(' ') && !/^\p{N}/u.test(characters[index + 1] ?? '') ? standIn.trimEnd() : standIn;
        continue;
      }
      if (character === '\t' || /^\p{Zs}$/u.test(character)) {
        out += ' ';
        continue;
      }
      if (pictographic.test(character) || ignorable.test(character)) continue;
      const decomposed = character.normalize('NFKD');
      if (decomposed !== character && hasAll(decomposed, face)) {
        out += decomposed;
        continue;
      }
      const base = decomposed.replace(/\p{M}/gu, '');
      if (base !== '' && base !== character && hasAll(base, face)) {
        out += base;
        continue;
      }
      out += replacementCharacter.find((candidate) => has(candidate, face)) ?? '?';
    }
    return out;
  };
  return { text, has };
}
