export type PdfObject = string | Buffer;

/** An object body `<< dict /Length n >> stream … endstream` around raw stream data. */
export function pdfStream(dict: string, data: Buffer | string): Buffer {
  const bytes = typeof data === 'string' ? Buffer.from(data, 'latin1') : data;
  return Buffer.concat([Buffer.from(`<< ${dict} /Length ${bytes.length} >>\nstream\n`, 'latin1'), bytes, Buffer.from('\nendstream', 'latin1')]);
}

/** A PDF with the given objects numbered from 1 (object 1 must be the catalog), a correct xref and trailer. */
export function buildPdf(objects: PdfObject[], trailerEntries = ''): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xE2\xE3\xCF\xD3\n', 'latin1')];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  const push = (part: Buffer | string) => {
    const bytes = typeof part === 'string' ? Buffer.from(part, 'latin1') : part;
    parts.push(bytes);
    length += bytes.length;
  };
  objects.forEach((object, index) => {
    offsets.push(length);
    push(`${index + 1} 0 obj\n`);
    push(object);
    push('\nendobj\n');
  });
  const xref = length;
  push(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`);
  push(offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join(''));
  push(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailerEntries}>>\nstartxref\n${xref}\n%%EOF\n`);
  return Buffer.concat(parts);
}

function escapePdfText(text: string) {
  return text.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');
}

/** Content stream showing one line per entry in Helvetica (font /F1); no lines gives a text-less page. */
export function textContent(lines: string[]): string {
  if (!lines.length) return '0 0 m 100 100 l S';
  return `BT /F1 12 Tf 72 720 Td 14 TL ${lines.map((line) => `(${escapePdfText(line)}) Tj T*`).join(' ')} ET`;
}

export const helvetica = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';

/** Catalog, page tree and one page per content object, for objects numbered from 1; the font is object 3. */
export function pagedPdf(contents: PdfObject[], extra: PdfObject[] = [], trailerEntries = ''): Buffer {
  const first = 4;
  const pageNumbers = contents.map((_, index) => first + index * 2);
  const pages = contents.flatMap((content, index) => [
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${pageNumbers[index]! + 1} 0 R /Resources << /Font << /F1 3 0 R >> >> >>`,
    content,
  ]);
  return buildPdf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      `<< /Type /Pages /Kids [${pageNumbers.map((number) => `${number} 0 R`).join(' ')}] /Count ${contents.length} >>`,
      helvetica,
      ...pages,
      ...extra,
    ],
    trailerEntries,
  );
}
