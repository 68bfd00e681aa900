import { brotliDecompressSync } from 'node:zlib';
import { DamagedStreamError, OutputLimitError } from './byte-sink';

/**
 * BrotliDecode (new in pdf.js 6) measured with zlib. pdf.js's BrotliStream decodes the whole stream at
 * once, with no limit and no predictor, using a port of the same reference decoder: where the data is
 * valid both produce the same bytes. Damaged or cut-short data makes pdf.js's decoder throw after it
 * has written what came before, so such a stream is refused rather than measured.
 */
export function decodeBrotli(input: Uint8Array, limit: number): Uint8Array {
  try {
    return brotliDecompressSync(input, { maxOutputLength: Math.max(1, limit) });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw new OutputLimitError();
    throw new DamagedStreamError((error as Error).message);
  }
}
