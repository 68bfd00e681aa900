import { describe, expect, it } from 'vitest';
import { createDocx, createEntityExpansionDocx, createLyingZipDocx, createXxeDocx } from '../../testing';
import { buildDocx, documentXml } from '../../testing/build-docx';
import { repeatedDeflate } from '../../testing/repeated-deflate';
import { DocumentLimitError, UnreadableDocumentError } from '../document-errors';
import { ExpansionBudget } from '../expansion-budget';
import { extractDocumentText } from '../extract-document-text';
import { readDocxParts } from './read-docx-parts';
import { writeZip } from './write-zip';

const megabyte = 1024 * 1024;
const centralSignature = Buffer.from([0x50, 0x4b, 0x01, 0x02]);
const localSignature = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** Calls edit(offset) for every header with the given signature. */
function eachHeader(zip: Buffer, signature: Buffer, edit: (offset: number) => void) {
  for (let offset = zip.indexOf(signature); offset >= 0; offset = zip.indexOf(signature, offset + 4)) edit(offset);
}

function centralHeaderOf(zip: Buffer, name: string) {
  let found = -1;
  eachHeader(zip, centralSignature, (offset) => {
    if (zip.toString('utf8', offset + 46, offset + 46 + zip.readUInt16LE(offset + 28)) === name) found = offset;
  });
  return found;
}

function refusal(bytes: Buffer) {
  return extractDocumentText('docx', bytes).then(
    () => expect.fail('expected a refusal'),
    (error: unknown) => error as DocumentLimitError,
  );
}

describe('DOCX reading', () => {
  it('refuses a zip whose headers claim 4 KB for a part that inflates to 1 GiB, by its real size', async () => {
    const bomb = createLyingZipDocx();
    expect(bomb.length).toBeLessThan(2 * megabyte);
    expect(bomb.readUInt32LE(centralHeaderOf(bomb, 'word/document.xml') + 24)).toBe(4096);
    const error = await refusal(bomb);
    expect(error).toBeInstanceOf(DocumentLimitError);
    expect(error.limit).toBe('expanded-size');
    expect(error.message).toBe('This DOCX file expands to more than 32 MB when unpacked, the limit for a resume');
  });

  it('counts the bytes a lying part really inflates to', () => {
    const parts = readDocxParts(createLyingZipDocx({ inflatedBytes: 3 * megabyte }), new ExpansionBudget(10 * megabyte, 'DOCX'), 1000);
    const document = parts.find((part) => part.name === 'word/document.xml')!;
    expect(document.data.length).toBeGreaterThan(3 * megabyte - 1024);
    expect(() => readDocxParts(createLyingZipDocx({ inflatedBytes: 3 * megabyte }), new ExpansionBudget(2 * megabyte, 'DOCX'), 1000)).toThrow(
      DocumentLimitError,
    );
  });

  it('judges a zip that claims huge sizes by its real, small size', async () => {
    const docx = Buffer.from(await createDocx(['Ada Lovelace']));
    eachHeader(docx, centralSignature, (offset) => docx.writeUInt32LE(3_000_000_000, offset + 24));
    eachHeader(docx, localSignature, (offset) => docx.writeUInt32LE(3_000_000_000, offset + 22));
    expect(await extractDocumentText('docx', docx)).toBe('Ada Lovelace');
  });

  it('refuses an external entity (XXE) and nested entities (billion laughs) before any XML parser sees them', async () => {
    for (const bytes of [createXxeDocx(), createEntityExpansionDocx()]) {
      const error = await refusal(bytes);
      expect(error.limit).toBe('dtd');
      expect(error.message).toContain('document type declaration (<!DOCTYPE> or <!ENTITY>) in word/document.xml');
    }
    const lowerCase = buildDocx(documentXml(['x'], '<!doctype w:document>'));
    expect((await refusal(lowerCase)).limit).toBe('dtd');
  });

  it('still reads comments and CDATA, the other <! constructs', async () => {
    expect(await extractDocumentText('docx', buildDocx(documentXml(['<!-- note -->Ada', '<![CDATA[x]]>Lovelace'])))).toBe('Ada\n\nLovelace');
  });

  it('refuses encrypted entries, ZIP64, other compression methods and duplicate names', async () => {
    const encrypted = Buffer.from(await createDocx(['Ada']));
    encrypted.writeUInt16LE(
      encrypted.readUInt16LE(centralHeaderOf(encrypted, 'word/document.xml') + 8) | 1,
      centralHeaderOf(encrypted, 'word/document.xml') + 8,
    );
    expect((await refusal(encrypted)).limit).toBe('zip-encrypted');

    const zip64 = Buffer.from(await createDocx(['Ada']));
    zip64.writeUInt32LE(0xffffffff, centralHeaderOf(zip64, 'word/document.xml') + 24);
    expect((await refusal(zip64)).limit).toBe('zip64');

    const bzip2 = Buffer.from(await createDocx(['Ada']));
    bzip2.writeUInt16LE(12, centralHeaderOf(bzip2, 'word/document.xml') + 10);
    const compression = await refusal(bzip2);
    expect([compression.limit, compression.message]).toEqual(['zip-compression', expect.stringContaining('word/document.xml with zip method 12')]);

    const document = { name: 'word/document.xml', data: Buffer.from(documentXml(['Ada'])) };
    const duplicate = buildDocx(documentXml(['Eve']), [document]);
    expect((await refusal(duplicate)).limit).toBe('zip-duplicate-entry');
  });

  it('refuses more XML elements than mammoth can afford, however small the zip', async () => {
    const paragraphs = (count: number) => buildDocx(documentXml([]).replace('<w:body>', `<w:body>${'<w:p/>'.repeat(count)}`));
    const error = await refusal(paragraphs(60_000));
    expect([error.limit, error.message]).toEqual([
      'xml-elements',
      'This DOCX file has more than 50,000 XML elements in its text, over the limit for a resume; save it as a PDF and upload that',
    ]);
    expect(await extractDocumentText('docx', paragraphs(5_000))).toBe('');
    await expect(extractDocumentText('docx', paragraphs(100), { xmlElements: 50 })).rejects.toMatchObject({ limit: 'xml-elements' });
  });

  it('calls a zip without word/document.xml unreadable', async () => {
    const zip = writeZip([{ name: '[Content_Types].xml', data: Buffer.from('<Types/>') }]);
    await expect(extractDocumentText('docx', zip)).rejects.toThrow(
      new UnreadableDocumentError('The DOCX file could not be read: it has no word/document.xml'),
    );
  });

  it('never inflates media: a 1 GiB bomb or broken data under word/media is ignored', async () => {
    const media = [
      { name: 'word/media/image1.png', data: Buffer.from([0xff, 0xff, 0xff]), method: 8 },
      { name: 'word/media/huge.bin', data: repeatedDeflate('', 'A', '', 1024 * megabyte).raw, method: 8, uncompressedSize: 16 },
    ];
    expect(await extractDocumentText('docx', buildDocx(documentXml(['Ada']), media), { expandedBytes: megabyte })).toBe('Ada');
  });
});
