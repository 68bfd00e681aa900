import { describe, expect, it } from 'vitest';
import { decodeAscii85 } from './ascii85';
import { decodeAsciiHex } from './ascii-hex';
import { OutputLimitError } from './byte-sink';
import { decodeLzw } from './lzw';
import { decodeRunLength } from './run-length';

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');
const latin1 = (value: string) => Buffer.from(value, 'latin1');

describe('pdf decoders', () => {
  it('decode the PDF reference examples', () => {
    // ISO 32000-1 §7.4.4.2: the codes 256 45 258 258 65 259 66 257 packed in 9 bits.
    expect(text(decodeLzw(Buffer.from('800b6050220c0c8501', 'hex'), 1, 100))).toBe('-----A---B');
    expect(text(decodeAscii85(latin1('87cURD_*#OATN!2AK_~>'), 100))).toBe('Hello, resume!');
    expect([...decodeAscii85(latin1('z~>'), 100)]).toEqual([0, 0, 0, 0]);
    expect(text(decodeAsciiHex(latin1('48 65 6C6c 6F7>ignored'), 100))).toBe('Hello\x70');
    expect(text(decodeRunLength(Buffer.from([0x81, 0x41, 0x02, 0x61, 0x62, 0x63, 0x80, 0x00, 0x7a]), 1000))).toBe('A'.repeat(128) + 'abc');
  });

  it('stop at their output limit instead of growing', () => {
    expect(() => decodeAscii85(latin1('z'.repeat(1000)), 3999)).toThrow(OutputLimitError);
    expect(decodeAscii85(latin1('z'.repeat(1000)), 4000)).toHaveLength(4000);
    expect(() => decodeRunLength(Buffer.from([0x81, 0x41, 0x81, 0x41]), 255)).toThrow(OutputLimitError);
  });

  it('mirror pdf.js LZW, where codes past the dictionary grow the output quadratically', () => {
    // 9-bit codes of 511, always past the dictionary: each one repeats the previous sequence plus one byte.
    const codes = 200;
    const bits = '001000001' + '111111111'.repeat(codes);
    const bytes = Buffer.from(
      bits
        .padEnd(Math.ceil(bits.length / 8) * 8, '0')
        .match(/.{8}/g)!
        .map((byte) => parseInt(byte, 2)),
    );
    const output = decodeLzw(bytes, 1, 1_000_000);
    expect(output.length).toBeGreaterThan((codes * codes) / 2);
    expect(() => decodeLzw(bytes, 1, 10_000)).toThrow(OutputLimitError);
  });
});
