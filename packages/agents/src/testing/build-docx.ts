import { crc32, deflateRawSync } from 'node:zlib';
import { writeZip, type ZipFileEntry } from '../documents/docx/write-zip';

const contentTypes =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';

const packageRelationships =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';

export const wordNamespace = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

/** A word/document.xml body with one paragraph per entry; entries are inserted as XML, unescaped. */
export function documentXml(paragraphs: string[], declaration = ''): string {
  const body = paragraphs.map((text) => `<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`).join('');
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${declaration}<w:document xmlns:w="${wordNamespace}"><w:body>${body}</w:body></w:document>`;
}

export function deflatedEntry(name: string, text: string): ZipFileEntry {
  const data = Buffer.from(text, 'utf8');
  return { name, data: deflateRawSync(data), method: 8, uncompressedSize: data.length, crc: crc32(data) };
}

/** The smallest DOCX mammoth reads: content types, package relationships and the given document.xml. */
export function buildDocx(document: string | ZipFileEntry, extra: ZipFileEntry[] = []): Buffer {
  const main = typeof document === 'string' ? deflatedEntry('word/document.xml', document) : document;
  return writeZip([deflatedEntry('[Content_Types].xml', contentTypes), deflatedEntry('_rels/.rels', packageRelationships), main, ...extra]);
}
