import { isRef } from './pdf-values';
import { UnusualPdfError } from './unusual-pdf-error';
import { endOfFile, PdfSyntaxError, type PdfCommand, type PdfLexer, type PdfName, type PdfToken } from './pdf-lexer';

export type PdfRef = { kind: 'ref'; num: number; gen: number };
export type PdfDict = { kind: 'dict'; entries: Map<string, PdfValue> };
export type PdfStream = {
  kind: 'stream';
  dict: PdfDict;
  /** First byte after the end of line that follows `stream`. */
  dataStart: number;
  /** A direct /Length with `endstream` after it: pdf.js then reads exactly these bytes. */
  verifiedLength?: number;
};
export type PdfValue = Exclude<PdfToken, typeof endOfFile> | PdfRef | PdfDict | PdfStream | PdfValue[];

/** Refs that one array holds more than once: pdf.js decodes a page's /Contents entries into one buffer, repeats included. */
export type RepeatedRef = { num: number; extraTimes: number };

const maxDepth = 200;

function isCommand(token: PdfToken | PdfValue, name: string): token is PdfCommand {
  return typeof token === 'object' && token !== null && 'kind' in token && token.kind === 'command' && token.command === name;
}

function isName(token: PdfToken): token is PdfName {
  return typeof token === 'object' && token !== null && token.kind === 'name';
}

/** A port of pdf.js's Parser.getObj for one indirect object, recording what the scanner needs. */
export class PdfParser {
  private buf1: PdfToken;
  private buf2: PdfToken;
  readonly repeatedRefs: RepeatedRef[] = [];
  private depth = 0;

  constructor(
    private readonly lexer: PdfLexer,
    private readonly allowStreams: boolean,
  ) {
    this.buf1 = lexer.getObj();
    this.buf2 = lexer.getObj();
  }

  private shift() {
    this.buf1 = this.buf2;
    this.buf2 = this.lexer.getObj();
  }

  getObj(): PdfValue {
    const buf1 = this.buf1;
    this.shift();
    if (buf1 === endOfFile) throw new PdfSyntaxError('end of file');
    if (isCommand(buf1, '[')) return this.nested(() => this.getArray());
    if (isCommand(buf1, '<<')) return this.nested(() => this.getDict());
    if (isCommand(buf1, 'BI')) throw new UnusualPdfError('an inline image outside a content stream');
    if (
      typeof buf1 === 'number' &&
      Number.isInteger(buf1) &&
      typeof this.buf1 === 'number' &&
      Number.isInteger(this.buf1) &&
      isCommand(this.buf2, 'R')
    ) {
      const ref: PdfRef = { kind: 'ref', num: buf1, gen: this.buf1 };
      this.shift();
      this.shift();
      return ref;
    }
    return buf1;
  }

  private nested<T>(read: () => T): T {
    if (++this.depth > maxDepth) throw new UnusualPdfError('objects nested too deeply');
    try {
      return read();
    } finally {
      this.depth--;
    }
  }

  private getArray(): PdfValue[] {
    const array: PdfValue[] = [];
    while (!isCommand(this.buf1, ']') && this.buf1 !== endOfFile) array.push(this.getObj());
    if (this.buf1 === endOfFile) throw new PdfSyntaxError('end of file inside array');
    this.shift();
    this.noteRepeats(array);
    return array;
  }

  private noteRepeats(array: PdfValue[]) {
    const counts = new Map<number, number>();
    for (const item of array) if (isRef(item)) counts.set(item.num, (counts.get(item.num) ?? 0) + 1);
    for (const [num, count] of counts) if (count > 1) this.repeatedRefs.push({ num, extraTimes: count - 1 });
  }

  private getDict(): PdfDict | PdfStream {
    const dict: PdfDict = { kind: 'dict', entries: new Map() };
    while (!isCommand(this.buf1, '>>') && this.buf1 !== endOfFile) {
      if (!isName(this.buf1)) {
        // pdf.js skips a key that is not a name.
        this.shift();
        continue;
      }
      const key = this.buf1.name;
      this.shift();
      if ((this.buf1 as PdfToken) === endOfFile) break;
      dict.entries.set(key, this.getObj());
    }
    if (this.buf1 === endOfFile) throw new PdfSyntaxError('end of file inside dictionary');
    if (isCommand(this.buf2, 'stream')) {
      if (!this.allowStreams) throw new UnusualPdfError('a stream inside an object stream');
      // pdf.js would read the stream here and carry on parsing; the scanner only follows a stream that
      // is an object of its own, which is what every PDF writer produces.
      if (this.depth > 1) throw new UnusualPdfError('a stream nested inside another object');
      return this.makeStream(dict);
    }
    this.shift();
    return dict;
  }

  private makeStream(dict: PdfDict): PdfStream {
    this.lexer.skipToNextLine();
    const dataStart = this.lexer.pos;
    const length = dict.entries.get('Length');
    const stream: PdfStream = { kind: 'stream', dict, dataStart };
    if (typeof length !== 'number' || !Number.isInteger(length) || length < 0) return stream;
    // As pdf.js: the length holds only if the next token after the data is `endstream`.
    this.lexer.seek(dataStart + length);
    try {
      if (isCommand(this.lexer.getObj(), 'endstream')) stream.verifiedLength = length;
    } catch (error) {
      if (!(error instanceof PdfSyntaxError)) throw error;
    }
    return stream;
  }
}
