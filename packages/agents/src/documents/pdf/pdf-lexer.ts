import { UnusualPdfError } from './unusual-pdf-error';

/**
 * A port of pdf.js's Lexer (src/core/parser.js, pdfjs-dist 5.4), kept byte-for-byte faithful where it
 * decides token boundaries, so the scanner sees the same dictionaries pdf.js will. Values the scanner
 * never needs (string contents) are not kept.
 */
/** What pdf.js would throw as a FormatError: the object fails to parse, in pdf.js as here. */
export class PdfSyntaxError extends Error {}

export type PdfName = { kind: 'name'; name: string; start: number; end: number };
export type PdfCommand = { kind: 'command'; command: string };
export type PdfString = { kind: 'string' };
export type PdfToken = number | boolean | null | PdfName | PdfCommand | PdfString | typeof endOfFile;

export const endOfFile = Symbol('end of file');

/** Shared step count: every character any lexer reads, so overlapping parses cannot take quadratic time. */
export type LexWork = { steps: number; limit: number };

// 1 = white space, 2 = delimiter, as pdf.js's specialChars.
const special = new Uint8Array(256);
for (const code of [0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]) special[code] = 1;
for (const code of '%()/<>[]{}') special[code.charCodeAt(0)] = 2;

export function isSpecial(code: number | undefined): boolean {
  return code === undefined || special[code] !== 0;
}

function hexDigit(code: number) {
  if (code >= 0x30 && code <= 0x39) return code & 0x0f;
  if ((code >= 0x41 && code <= 0x46) || (code >= 0x61 && code <= 0x66)) return (code & 0x0f) + 9;
  return -1;
}

const command = (name: string): PdfCommand => ({ kind: 'command', command: name });

export class PdfLexer {
  /** Index of currentChar in bytes. */
  pos: number;
  currentChar: number;

  constructor(
    readonly bytes: Uint8Array,
    start: number,
    private readonly end: number,
    private readonly work: LexWork,
  ) {
    this.pos = Math.max(0, start) - 1;
    this.currentChar = this.nextChar();
  }

  nextChar(): number {
    if (++this.work.steps > this.work.limit) throw new UnusualPdfError('too many overlapping objects to check');
    this.pos = Math.min(this.pos + 1, this.end);
    return (this.currentChar = this.pos < this.end ? this.bytes[this.pos]! : -1);
  }

  /** Moves so that the byte at `position` is the current character. */
  seek(position: number): void {
    this.pos = position - 1;
    this.nextChar();
  }

  private peekChar() {
    return this.pos + 1 < this.end ? this.bytes[this.pos + 1]! : -1;
  }

  // pdf.js 6 reads no exponent: `1e5` is the number 1 followed by the command `e5`.
  private getNumber(): number {
    let ch = this.currentChar;
    let divideBy = 0;
    let sign = 1;
    if (ch === 0x2d) {
      sign = -1;
      ch = this.nextChar();
      if (ch === 0x2d) ch = this.nextChar();
    } else if (ch === 0x2b) {
      ch = this.nextChar();
    }
    while (ch === 0x0a || ch === 0x0d) ch = this.nextChar();
    if (ch === 0x2e) {
      divideBy = 10;
      ch = this.nextChar();
    }
    if (ch < 0x30 || ch > 0x39) {
      if (ch === 0x20 || ch === 0x09 || ch === 0x0d || ch === 0x0a || ch === 0x28 || ch === 0x3c || ch === -1) return 0;
      throw new PdfSyntaxError('invalid number');
    }
    let baseValue = ch - 0x30;
    while ((ch = this.nextChar()) >= 0) {
      if (ch >= 0x30 && ch <= 0x39) {
        if (divideBy !== 0) divideBy *= 10;
        baseValue = baseValue * 10 + (ch - 0x30);
      } else if (ch === 0x2e) {
        if (divideBy === 0) divideBy = 1;
        else break;
      } else if (ch === 0x2d) {
        // pdf.js ignores a minus sign in the middle of a number.
      } else {
        break;
      }
    }
    if (divideBy !== 0) baseValue /= divideBy;
    return sign * baseValue;
  }

  private skipString(): PdfString {
    let depth = 1;
    let ch = this.nextChar();
    for (;;) {
      let buffered = false;
      if (ch === -1) break;
      if (ch === 0x28) depth++;
      else if (ch === 0x29) {
        if (--depth === 0) {
          this.nextChar();
          break;
        }
      } else if (ch === 0x5c) {
        ch = this.nextChar();
        if (ch === -1) break;
        if (ch >= 0x30 && ch <= 0x37) {
          ch = this.nextChar();
          buffered = true;
          if (ch >= 0x30 && ch <= 0x37) {
            ch = this.nextChar();
            if (ch >= 0x30 && ch <= 0x37) buffered = false;
          }
        } else if (ch === 0x0d && this.peekChar() === 0x0a) {
          this.nextChar();
        }
      }
      if (!buffered) ch = this.nextChar();
    }
    return { kind: 'string' };
  }

  private getName(): PdfName {
    const start = this.pos;
    let name = '';
    let ch: number;
    while ((ch = this.nextChar()) >= 0 && !special[ch]) {
      if (ch !== 0x23) {
        name += String.fromCharCode(ch);
        continue;
      }
      ch = this.nextChar();
      if (ch < 0 || special[ch]) {
        name += '#';
        break;
      }
      const high = hexDigit(ch);
      if (high === -1) {
        name += '#' + String.fromCharCode(ch);
        continue;
      }
      const previous = ch;
      ch = this.nextChar();
      const low = ch < 0 ? -1 : hexDigit(ch);
      if (low === -1) {
        name += '#' + String.fromCharCode(previous);
        if (ch < 0 || special[ch]) break;
        name += String.fromCharCode(ch);
        continue;
      }
      name += String.fromCharCode((high << 4) | low);
    }
    return { kind: 'name', name, start, end: this.pos };
  }

  private skipHexString(): PdfString {
    let ch = this.currentChar;
    for (;;) {
      if (ch < 0) break;
      if (ch === 0x3e) {
        this.nextChar();
        break;
      }
      ch = this.nextChar();
    }
    return { kind: 'string' };
  }

  getObj(): PdfToken {
    let comment = false;
    let ch = this.currentChar;
    for (;;) {
      if (ch < 0) return endOfFile;
      if (comment) {
        if (ch === 0x0a || ch === 0x0d) comment = false;
      } else if (ch === 0x25) {
        comment = true;
      } else if (special[ch] !== 1) {
        break;
      }
      ch = this.nextChar();
    }
    switch (ch) {
      case 0x28:
        return this.skipString();
      case 0x2f:
        return this.getName();
      case 0x5b:
      case 0x5d:
      case 0x7b:
      case 0x7d:
        this.nextChar();
        return command(String.fromCharCode(ch));
      case 0x3c:
        if (this.nextChar() === 0x3c) {
          this.nextChar();
          return command('<<');
        }
        return this.skipHexString();
      case 0x3e:
        if (this.nextChar() === 0x3e) {
          this.nextChar();
          return command('>>');
        }
        return command('>');
      case 0x29:
        this.nextChar();
        throw new PdfSyntaxError('illegal character )');
    }
    if ((ch >= 0x30 && ch <= 0x39) || ch === 0x2b || ch === 0x2d || ch === 0x2e) return this.getNumber();
    let text = String.fromCharCode(ch);
    if (ch < 0x20 || ch > 0x7f) {
      const next = this.peekChar();
      if (next >= 0x20 && next <= 0x7f) {
        this.nextChar();
        return command(text);
      }
    }
    while ((ch = this.nextChar()) >= 0 && !special[ch]) {
      if (text.length === 128) throw new PdfSyntaxError('command token too long');
      text += String.fromCharCode(ch);
    }
    if (text === 'true') return true;
    if (text === 'false') return false;
    if (text === 'null') return null;
    return command(text);
  }

  /** pdf.js's skipToNextLine: stream data starts after the first end of line following `stream`. */
  skipToNextLine(): void {
    let ch = this.currentChar;
    while (ch >= 0) {
      if (ch === 0x0d) {
        if (this.nextChar() === 0x0a) this.nextChar();
        return;
      }
      if (ch === 0x0a) {
        this.nextChar();
        return;
      }
      ch = this.nextChar();
    }
  }
}
