import { ByteSink } from './byte-sink';

/** RunLengthDecode as pdf.js's RunLengthStream: up to 128 bytes out per 2 bytes in; 128 ends the data. */
export function decodeRunLength(input: Uint8Array, limit: number): Uint8Array {
  const sink = new ByteSink(limit);
  let at = 0;
  while (at + 2 <= input.length && input[at] !== 128) {
    const n = input[at]!;
    const value = input[at + 1]!;
    at += 2;
    if (n < 128) {
      sink.push(value);
      // pdf.js advances by n even when the data runs out, leaving zeros.
      sink.append(input.subarray(at, at + n), n);
      at += n;
    } else {
      sink.fill(value, 257 - n);
    }
  }
  return sink.bytes();
}
