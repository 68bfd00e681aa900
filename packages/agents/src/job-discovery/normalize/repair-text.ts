// UTF-8 read as Windows-1252 or Latin-1 (whose bytes 0x80–0x9F are control characters) and written out again turns "’" into "â€™" and "£" into "Â£":
// Remote OK sends descriptions and company names that way. Such a run is a lead character (Â–ô) and the
// continuation characters it needs, each standing for one byte; when those bytes are valid UTF-8 they are
// decoded back. Text that merely contains accented letters ("São", "naïve") never forms such a run.
const cp1252High = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const byteOf = new Map<string, number>();
for (let byte = 0x80; byte <= 0xff; byte++) byteOf.set(String.fromCharCode(byte), byte);
[...cp1252High].forEach((char, index) => byteOf.set(char, 0x80 + index));
const continuation = `[${cp1252High}\u0080-\u00bf]`;
const mojibakeRun = new RegExp(`[\u00c2-\u00df]${continuation}|[\u00e0-\u00ef]${continuation}{2}|[\u00f0-\u00f4]${continuation}{3}`, 'g');
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
// A description stored with its line breaks escaped ("Hello\nWorld" as 12 characters).
const escapedBreaks = /\\r\\n|\\n|\\r/g;

function decodeRun(run: string): string {
  try {
    return strictUtf8.decode(Uint8Array.from([...run].map((char) => byteOf.get(char)!)));
  } catch {
    return run;
  }
}

/** Double-encoded UTF-8 decoded (twice at most: some text went through it twice). */
export function repairText(text: string): string {
  let repaired = text;
  for (let pass = 0; pass < 2 && /[\u00c2-\u00f4]/.test(repaired); pass++) {
    const next = repaired.replace(mojibakeRun, decodeRun);
    if (next === repaired) break;
    repaired = next;
  }
  return repaired;
}

/** Escaped line breaks made real in a text meant to have them (a description): "\n" for text, "<br>" for HTML. */
export function unescapeLineBreaks(text: string, lineBreak: '\n' | '<br>'): string {
  return text.replace(escapedBreaks, lineBreak);
}
