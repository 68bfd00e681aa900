import { constants, deflateRawSync } from 'node:zlib';

const chunkSize = 1024 * 1024;

function flushed(text: string) {
  // A sync flush ends on a byte boundary with a non-final block, so independently compressed pieces concatenate into one valid stream.
  return deflateRawSync(Buffer.from(text, 'latin1'), { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
}

const adlerBase = 65521;

function adler32(text: string, adler = 1) {
  let a = adler & 0xffff;
  let b = adler >>> 16;
  for (let index = 0; index < text.length; index++) {
    a = (a + text.charCodeAt(index)) % adlerBase;
    b = (b + a) % adlerBase;
  }
  return ((b << 16) | a) >>> 0;
}

/** zlib's adler32_combine: the checksum of A+B from those of A and B, without reading either. */
function combineAdler(first: number, second: number, secondLength: number) {
  const remainder = secondLength % adlerBase;
  let sum1 = first & 0xffff;
  let sum2 = (remainder * sum1) % adlerBase;
  sum1 += (second & 0xffff) + adlerBase - 1;
  sum2 += (first >>> 16) + (second >>> 16) + adlerBase - remainder;
  if (sum1 >= adlerBase) sum1 -= adlerBase;
  if (sum1 >= adlerBase) sum1 -= adlerBase;
  if (sum2 >= adlerBase * 2) sum2 -= adlerBase * 2;
  if (sum2 >= adlerBase) sum2 -= adlerBase;
  return ((sum2 << 16) | sum1) >>> 0;
}

export type RepeatedDeflate = { raw: Buffer; zlib: Buffer; inflatedLength: number };

/**
 * Deflate data inflating to prefix + unit repeated + suffix, about `size` bytes in all, built in
 * milliseconds: one megabyte of units is compressed once and its block repeated. Deterministic.
 */
export function repeatedDeflate(prefix: string, unit: string, suffix: string, size: number): RepeatedDeflate {
  const units = Math.max(0, Math.floor((size - prefix.length - suffix.length) / unit.length));
  const perChunk = Math.floor(chunkSize / unit.length);
  const chunk = unit.repeat(perChunk);
  const tail = unit.repeat(units % perChunk);
  const repeats = Math.floor(units / perChunk);
  const chunkBlock = flushed(chunk);
  const raw = Buffer.concat([
    flushed(prefix),
    ...Array.from({ length: repeats }, () => chunkBlock),
    flushed(tail),
    deflateRawSync(Buffer.from(suffix, 'latin1')),
  ]);
  let adler = adler32(prefix);
  const chunkAdler = adler32(chunk);
  for (let index = 0; index < repeats; index++) adler = combineAdler(adler, chunkAdler, chunk.length);
  adler = adler32(suffix, adler32(tail, adler));
  const trailer = Buffer.alloc(4);
  trailer.writeUInt32BE(adler);
  return {
    raw,
    zlib: Buffer.concat([Buffer.from([0x78, 0xda]), raw, trailer]),
    inflatedLength: prefix.length + repeats * chunk.length + tail.length + suffix.length,
  };
}
