import { ByteSink } from './byte-sink';

/** ASCIIHexDecode as pdf.js's AsciiHexStream: non-hex bytes are skipped, `>` ends the data. */
export function decodeAsciiHex(input: Uint8Array, limit: number): Uint8Array {
  const sink = new ByteSink(limit);
  let first = -1;
  let ended = false;
  for (const ch of input) {
    let digit: number;
    if (ch >= 0x30 && ch <= 0x39) digit = ch & 0x0f;
    else if ((ch >= 0x41 && ch <= 0x46) || (ch >= 0x61 && ch <= 0x66)) digit = (ch & 0x0f) + 9;
    else if (ch === 0x3e) {
      ended = true;
      break;
    } else continue;
    if (first < 0) first = digit;
    else {
      sink.push((first << 4) | digit);
      first = -1;
    }
  }
  // pdf.js keeps a dangling digit only when `>` ends the data.
  if (first >= 0 && ended) sink.push(first << 4);
  return sink.bytes();
}
