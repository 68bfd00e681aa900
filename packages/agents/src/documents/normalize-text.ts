import { repairMojibake } from './repair-mojibake';

// Unicode's presentation forms of the Latin ligatures (U+FB00–U+FB06: ff, fi, fl, ffi, ffl, ſt, st), as their letters.
const ligatures: Record<string, string> = {
  '\ufb00': 'ff',
  '\ufb01': 'fi',
  '\ufb02': 'fl',
  '\ufb03': 'ffi',
  '\ufb04': 'ffl',
  '\ufb05': 'st',
  '\ufb06': 'st',
};

// Accents set as glyphs of their own beside their letter (TeX's PDFs: "Industri¨ele", "Fran¸cais"), as the combining
// marks they are. The acute and grave are not among them: people type them for apostrophes ("McDonald´s", "l´école").
const spacingAccents: Record<string, string> = {
  '\u00a8': '\u0308',
  '\u02c6': '\u0302',
  '\u02dc': '\u0303',
  '\u02c7': '\u030c',
  '\u02d8': '\u0306',
  '\u02da': '\u030a',
  '\u02dd': '\u030b',
};

/** A spacing accent before a letter, or a cedilla beside a c, as the one letter they make ("¨e" → "ë"); else as it was. */
function composeSpacingAccents(text: string): string {
  return (
    text
      // (The tilde only after a letter, "Espa˜na": a web address's "/˜amy" is TeX's tilde, not an accent.)
      .replace(/[\u00a8\u02c6\u02c7\u02d8\u02da\u02dd](\p{L})|(?<=\p{L})\u02dc(\p{L})/gu, (both: string, after?: string, tilded?: string) => {
        const letter = (after ?? tilded)!;
        const composed = (letter + spacingAccents[both[0]!]!).normalize('NFC');
        return composed.length === 1 ? composed : both;
      })
      .replace(/\u00b8([cC])|([cC])\u00b8/g, (_both: string, before?: string, after?: string) => ((before ?? after)! + '\u0327').normalize('NFC'))
  );
}

/**
 * Characters as a resume's reader compares them, and those no resume means as text: a glyph the file maps to NUL (a ligature or a symbol without a Unicode
 * value) stands as U+FFFD, the replacement character, so the gap shows and the database takes it; other control
 * characters and private-use glyphs (icon fonts' envelopes and phones) are a space; unpaired surrogates go.
 */
function readableCharacters(text: string): string {
  return (
    composeSpacingAccents(repairMojibake(text))
      .replace(/[\ufb00-\ufb06]/g, (ligature) => ligatures[ligature]!)
      // Dashes and spaces as one: a hyphen that must not break ("Giu 2026 ‑ Presente"), a minus or a figure dash reads
      // as the hyphen or dash it looks like, a no-break or thin space as a space; a soft hyphen and the zero-width
      // characters show nothing and part nothing.
      .replace(/[\u2010\u2011\u2212\ufe63\uff0d]/g, '-')
      .replace(/\u2012/g, '–')
      // The modifier letter apostrophe some fonts and keyboards set for one ("Masterʼs") as the apostrophe it stands for.
      .replace(/\u02bc/g, '\u2019')
      .replace(/\u2015/g, '—')
      .replace(/[\u00a0\u2000-\u200a\u202f\u205f\u3000]/g, ' ')
      .replace(/[\u00ad\u200b-\u200d\u2060\ufeff]/g, '')
      // eslint-disable-next-line no-control-regex
      .replace(/\u0000/g, '\ufffd')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0001-\u0008\u000b\u000e-\u001f\u007f-\u009f\ue000-\uf8ff]/g, ' ')
      .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '')
  );
}

/** Collapses runs of spaces and blank lines, so text from any format reads the same. */
export function normalizeText(text: string, maxLength: number): string {
  // Normalising shrinks text, so twice the cap is enough input and keeps the regexes cheap.
  return readableCharacters(text.slice(0, maxLength * 2))
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\f\v]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .slice(0, maxLength);
}

/** One line as normalizeText writes it: the same characters, its runs of spaces one space, trimmed. */
export function normalizeLine(line: string): string {
  return readableCharacters(line).replace(/\s+/g, ' ').trim();
}
