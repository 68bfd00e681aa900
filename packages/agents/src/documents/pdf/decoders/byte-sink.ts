/** Thrown by a decoder the moment its output would pass the bytes it was allowed. */
export class OutputLimitError extends Error {}

/**
 * The compressed data does not decode: pdf.js's own, more lenient inflater might still get bytes out of a
 * damaged Flate stream, and its Brotli decoder gives up only after writing what came before the damage.
 */
export class DamagedStreamError extends Error {}

/** Growable output with a hard ceiling, so a decoder never holds more than its budget. */
export class ByteSink {
  private buffer = new Uint8Array(1024);
  length = 0;

  constructor(private readonly limit: number) {}

  private reserve(extra: number) {
    const needed = this.length + extra;
    if (needed > this.limit) throw new OutputLimitError();
    if (needed <= this.buffer.length) return;
    const grown = new Uint8Array(Math.min(this.limit, Math.max(needed, this.buffer.length * 2)));
    grown.set(this.buffer.subarray(0, this.length));
    this.buffer = grown;
  }

  push(byte: number): void {
    this.reserve(1);
    this.buffer[this.length++] = byte;
  }

  /** Appends count bytes of source, or zeros where source runs short (as pdf.js's typed arrays do). */
  append(source: Uint8Array, count = source.length): void {
    this.reserve(count);
    this.buffer.set(source.subarray(0, count), this.length);
    this.buffer.fill(0, this.length + Math.min(count, source.length), this.length + count);
    this.length += count;
  }

  fill(byte: number, count: number): void {
    this.reserve(count);
    this.buffer.fill(byte, this.length, this.length + count);
    this.length += count;
  }

  bytes(): Uint8Array {
    return this.buffer.subarray(0, this.length);
  }
}
