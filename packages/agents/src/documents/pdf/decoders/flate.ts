import { constants, inflateRawSync } from 'node:zlib';
import { DamagedStreamError, OutputLimitError } from './byte-sink';

/**
 * FlateDecode measured with zlib. pdf.js checks the two-byte header the same way and then inflates
 * the rest; where zlib and pdf.js agree the data is valid they produce the same bytes. Where zlib
 * gives up, pdf.js's inflater may carry on past the damage, so the caller must refuse the file rather
 * than guess how much pdf.js would produce.
 */
export function decodeFlate(input: Uint8Array, limit: number): Uint8Array {
  const [cmf, flg] = input;
  if (cmf === undefined || flg === undefined) return new Uint8Array(0);
  const validHeader = (cmf & 0x0f) === 0x08 && ((cmf << 8) + flg) % 31 === 0 && !(flg & 0x20);
  // pdf.js swaps a stream with a bad header for an empty one.
  if (!validHeader) return new Uint8Array(0);
  try {
    // A stream cut short is fine (pdf.js keeps what it got); zlib stops at the end of the deflate data.
    return inflateRawSync(input.subarray(2), { maxOutputLength: Math.max(1, limit), finishFlush: constants.Z_SYNC_FLUSH });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw new OutputLimitError();
    throw new DamagedStreamError((error as Error).message);
  }
}
