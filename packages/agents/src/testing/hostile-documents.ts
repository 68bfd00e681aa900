import { buildDocx, documentXml, wordNamespace } from './build-docx';
import { pagedPdf, pdfStream, textContent } from './build-pdf';
import { repeatedDeflate } from './repeated-deflate';

const gibibyte = 1024 * 1024 * 1024;

/**
 * A DOCX of about 1 MB whose word/document.xml claims 4 KB in both its local and central headers
 * but inflates to `inflatedBytes` (1 GiB by default) of text.
 */
export function createLyingZipDocx({ inflatedBytes = gibibyte }: { inflatedBytes?: number } = {}): Buffer {
  const prefix = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document xmlns:w="${wordNamespace}"><w:body><w:p><w:r><w:t>`;
  const { raw } = repeatedDeflate(prefix, 'A', '</w:t></w:r></w:p></w:body></w:document>', inflatedBytes);
  return buildDocx({ name: 'word/document.xml', data: raw, method: 8, uncompressedSize: 4096, crc: 0 });
}

/** A DOCX whose document.xml declares an external entity on /etc/passwd and uses it in a paragraph (XXE). */
export function createXxeDocx(): Buffer {
  return buildDocx(documentXml(['Ada Lovelace', '&xxe;'], '<!DOCTYPE w:document [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n'));
}

/** A DOCX whose document.xml nests entities ten deep, a billion "lol"s once expanded (billion laughs). */
export function createEntityExpansionDocx(): Buffer {
  const entities = ['<!ENTITY lol0 "lol">'];
  for (let level = 1; level <= 9; level++) entities.push(`<!ENTITY lol${level} "${`&lol${level - 1};`.repeat(10)}">`);
  return buildDocx(documentXml(['&lol9;'], `<!DOCTYPE w:document [${entities.join('')}]>\n`));
}

/**
 * A valid one-page PDF whose FlateDecode content stream inflates to `inflatedBytes` (about 200 MB by
 * default) of `(AAAA…) Tj` text, from an upload of well under a megabyte.
 */
export function createPdfTextBomb({ inflatedBytes = 200 * 1024 * 1024 }: { inflatedBytes?: number } = {}): Buffer {
  const { zlib } = repeatedDeflate('BT /F1 12 Tf 72 720 Td 14 TL\n', `(${'A'.repeat(64)}) Tj T*\n`, 'ET\n', inflatedBytes);
  return pagedPdf([pdfStream('/Filter /FlateDecode', zlib)]);
}

export const polyglotText = ['Polyglot Resume', 'Ada Lovelace, analyst'];

/** A valid PDF (it starts with %PDF-) showing polyglotText that also carries an HTML page with a script, in an unreferenced stream. */
export function createPolyglotPdf(): Buffer {
  const html =
    '<!DOCTYPE html><html><head><title>resume</title></head><body><script>fetch("/api/me").then(r=>r.text()).then(alert)</script></body></html>';
  return pagedPdf([pdfStream('', textContent(polyglotText))], [pdfStream('', html)]);
}

/** A PDF whose trailer names a standard security handler (RC4, 40-bit): pdf.js would decrypt it. */
export function createEncryptedPdf(): Buffer {
  const hex = 'ab'.repeat(32);
  const encrypt = `<< /Filter /Standard /V 1 /R 2 /O <${hex}> /U <${hex}> /P -44 >>`;
  return pagedPdf([pdfStream('', textContent(['Secret']))], [encrypt], `/Encrypt 6 0 R /ID [<${'01'.repeat(16)}> <${'01'.repeat(16)}>] `);
}
