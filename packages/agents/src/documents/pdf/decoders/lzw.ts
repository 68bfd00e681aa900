import { ByteSink } from './byte-sink';

/**
 * LZWDecode as pdf.js's LZWStream, quirks included: a code past the dictionary appends to the current
 * sequence instead of failing, so a hostile stream grows its output quadratically. Only the sink's
 * limit stops it, exactly where it would stop pdf.js from growing a buffer.
 */
export function decodeLzw(input: Uint8Array, earlyChange: number, limit: number): Uint8Array {
  const sink = new ByteSink(limit);
  const size = 4096;
  const values = new Uint8Array(size);
  const lengths = new Uint16Array(size);
  const previousCodes = new Uint16Array(size);
  const sequence = new Uint8Array(size);
  for (let index = 0; index < 256; index++) {
    values[index] = index;
    lengths[index] = 1;
  }
  let sequenceLength = 0;
  let nextCode = 258;
  let codeLength = 9;
  let previousCode = 0;
  let cached = 0;
  let bitsCached = 0;
  let at = 0;
  let eof = false;

  const readBits = (n: number): number | null => {
    while (bitsCached < n) {
      if (at >= input.length) {
        eof = true;
        return null;
      }
      cached = ((cached << 8) | input[at++]!) >>> 0;
      bitsCached += 8;
    }
    bitsCached -= n;
    return (cached >>> bitsCached) & ((1 << n) - 1);
  };

  // pdf.js decodes 512 codes per block and only checks for the end between blocks.
  while (!eof) {
    for (let step = 0; step < 512; step++) {
      const code = readBits(codeLength);
      const hasPrevious = sequenceLength > 0;
      if (code === null || code < 256) {
        sequence[0] = code ?? 0;
        sequenceLength = 1;
      } else if (code >= 258) {
        if (code < nextCode) {
          sequenceLength = lengths[code]!;
          for (let j = sequenceLength - 1, q = code; j >= 0; j--) {
            sequence[j] = values[q]!;
            q = previousCodes[q]!;
          }
        } else {
          if (sequenceLength < size) sequence[sequenceLength] = sequence[0]!;
          sequenceLength++;
        }
      } else if (code === 256) {
        codeLength = 9;
        nextCode = 258;
        sequenceLength = 0;
        continue;
      } else {
        return sink.bytes();
      }
      if (hasPrevious) {
        if (nextCode < size) {
          previousCodes[nextCode] = previousCode;
          lengths[nextCode] = lengths[previousCode]! + 1;
          values[nextCode] = sequence[0]!;
        }
        nextCode++;
        const probe = nextCode + earlyChange;
        codeLength = probe & (probe - 1) ? codeLength : Math.min(Math.log(probe) / 0.6931471805599453 + 1, 12) | 0;
      }
      previousCode = code ?? 0;
      sink.append(sequence, sequenceLength);
    }
  }
  return sink.bytes();
}
