import { TextDecoder } from 'node:util';

// Text that was UTF-8 but was read as Windows-1252 once, before it reached the file ("â€¢" for "•", "Ã©" for "é",
// "Â" before a no-break space): a resume site's export did this to thousands of resumes. Each run of characters that
// were UTF-8's bytes is decoded again; a run that does not decode as one character is left as it is.

// Windows-1252's characters for the bytes 0x80–0x9F (where it differs from Latin-1).
const windows1252 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const byteOf = (char: string): number | undefined => {
  const code = char.charCodeAt(0);
  if (code >= 0xa0 && code <= 0xff) return code;
  const index = windows1252.indexOf(char);
  return index >= 0 ? 0x80 + index : undefined;
};
const continuation = `[\\u0080-\\u00bf${windows1252}]`;
// A lead byte (two, three or four bytes long) and its continuation bytes, as Windows-1252 shows them.
const run = new RegExp(`[\\u00c2-\\u00df]${continuation}|[\\u00e0-\\u00ef]${continuation}{2}|[\\u00f0-\\u00f4]${continuation}{3}`, 'g');
const utf8 = new TextDecoder('utf-8', { fatal: true });

export function repairMojibake(text: string): string {
  if (!/[\u00c2-\u00f4]/.test(text)) return text;
  return (
    text
      .replace(run, (chars) => {
        const bytes = [...chars].map(byteOf);
        if (bytes.some((byte) => byte === undefined)) return chars;
        try {
          const decoded = utf8.decode(Uint8Array.from(bytes as number[]));
          return [...decoded].length === 1 ? decoded : chars;
        } catch {
          return chars;
        }
      })
      // "Â" left before a space or at the end: a no-break space's first byte whose second was lost.
      .replace(/Â(?=[\s\u00a0]|$)/g, '')
      // "ï¼" alone between spaces: a full-width form's first two bytes (U+FF00–U+FF3F) whose third was one Windows-1252
      // leaves undefined (0x81, 0x8D, 0x8F, 0x90, 0x9D: "！", "－", "／", "０", "＝"). Set apart by spaces, between
      // dates ("09/2010 ï¼ 04/2011") or an employer and its place, it is the full-width hyphen "－".
      .replace(/(?<=\s)ï¼(?=[\s\u200b])/g, '-')
  );
}
