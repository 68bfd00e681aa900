import { describe, expect, it } from 'vitest';
import { charsetOf, decodePage } from './decode-page';

const latin1 = (text: string) => Buffer.from(text, 'latin1');

describe('decodePage', () => {
  it('reads the charset the Content-Type names, quoted or not, in any case', () => {
    const page = latin1('<title>Ingénieur</title>');
    expect(decodePage(page, 'text/html; charset=ISO-8859-1')).toBe('<title>Ingénieur</title>');
    expect(decodePage(page, 'text/html;charset="windows-1252"')).toBe('<title>Ingénieur</title>');
  });

  it("reads the page's own <meta charset> or http-equiv declaration when the header names none", () => {
    expect(decodePage(latin1('<meta charset="iso-8859-1"><h1>Ingénieur</h1>'), 'text/html')).toContain('Ingénieur');
    expect(decodePage(latin1('<meta http-equiv="Content-Type" content="text/html; charset=latin1"><h1>Straße</h1>'), 'text/html')).toContain(
      'Straße',
    );
  });

  it('reads UTF-8 when nothing is declared, and when a byte order mark says so whatever the header claims', () => {
    expect(decodePage(Buffer.from('<h1>Ingénieur · 東京</h1>'), 'text/html')).toBe('<h1>Ingénieur · 東京</h1>');
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('<h1>Ingénieur</h1>')]);
    expect(decodePage(bom, 'text/html; charset=iso-8859-1')).toBe('<h1>Ingénieur</h1>');
  });

  it('reads a label it does not know, or a page claiming UTF-16 in ASCII, as UTF-8', () => {
    expect(decodePage(Buffer.from('<h1>Ingénieur</h1>'), 'text/html; charset=klingon')).toBe('<h1>Ingénieur</h1>');
    expect(decodePage(Buffer.from('<meta charset="utf-16"><h1>Ingénieur</h1>'), 'text/html')).toContain('Ingénieur');
  });

  it('finds the charset parameter and nothing else', () => {
    expect(charsetOf('text/html; charset=utf-8')).toBe('utf-8');
    expect(charsetOf('text/html; x-charset=latin1')).toBeUndefined();
    expect(charsetOf('text/html')).toBeUndefined();
  });
});
