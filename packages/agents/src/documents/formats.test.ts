import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildOdt } from '../testing/build-odt';
import { realResumeFiles } from '../testing/resume-files/real-resume-files';
import { DocumentLimitError, UnreadableDocumentError } from './document-errors';
import { detectResumeType } from './detect-file-type';
import { extractDocumentText } from './extract-document-text';

const docFiles = realResumeFiles(['dev']).filter((file) => file.fileName.endsWith('.doc'));

describe('the formats people have: ODT, RTF and Word 97–2003 beside PDF, DOCX and text', () => {
  it('reads an ODT: the page header, paragraphs and headings as lines, tabs, spaces and table cells', async () => {
    const odt = buildOdt(
      '<text:h>Experience</text:h><text:p>Nurse<text:tab/>2019<text:s text:c="3"/>– 2021</text:p>' +
        '<table:table><table:table-row><table:table-cell><text:p>2015</text:p></table:table-cell><table:table-cell><text:p>BSc Nursing</text:p></table:table-cell></table:table-row></table:table>',
      '<text:p>Ana Lima</text:p>',
    );
    expect(detectResumeType('cv.odt', odt)).toBe('odt');
    expect(await extractDocumentText('odt', odt)).toBe('Ana Lima\nExperience\nNurse 2019 – 2021\n2015\nBSc Nursing');
  });

  it('refuses an ODT whose content.xml declares entities, and one with no content.xml', async () => {
    const laughs = buildOdt('<text:p>x</text:p>', '', '<!DOCTYPE lolz [<!ENTITY lol "lol">]>');
    await expect(extractDocumentText('odt', laughs)).rejects.toMatchObject({
      limit: 'dtd',
      message: expect.stringMatching(/^This ODT file contains a document type declaration/),
    });
    const renamed = Buffer.from(buildOdt('<text:p>x</text:p>').toString('latin1').replaceAll('content.xml', 'content.xmX'), 'latin1');
    await expect(extractDocumentText('odt', renamed)).rejects.toBeInstanceOf(UnreadableDocumentError);
  });

  it('reads RTF: paragraphs, \\u escapes with their fallbacks, code-page bytes, and skips fonts, colours, pictures and fields', async () => {
    const rtf = Buffer.from(
      '{\\rtf1\\ansi\\ansicpg1252\\uc1{\\fonttbl{\\f0 Calibri;}}{\\colortbl;\\red0\\green0\\blue0;}{\\*\\generator Word;}' +
        "{\\info{\\author Someone Else}}\\pard Jos\\'e9 G\\u243?mez\\par Enfermero\\tab 2019 \\endash  2021\\par" +
        '{\\pict\\pngblip 89504e47}{\\field{\\*\\fldinst HYPERLINK "x"}{\\fldrslt jose@example.com}}\\par}',
      'latin1',
    );
    expect(detectResumeType('cv.rtf', rtf)).toBe('rtf');
    expect(await extractDocumentText('rtf', rtf)).toBe('José Gómez\nEnfermero 2019 – 2021\njose@example.com');
  });

  it('refuses an RTF nested past any real document, and a file that only claims to be RTF', async () => {
    await expect(extractDocumentText('rtf', Buffer.from(`{\\rtf1 ${'{'.repeat(10_000)}x`))).rejects.toMatchObject({ limit: 'rtf-nesting' });
    expect(detectResumeType('cv.rtf', Buffer.from('%PDF-1.4'))).toBeUndefined();
  });

  it('refuses a .doc that is no Word file, and a damaged one, as unreadable', async () => {
    const header = Buffer.alloc(1024);
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header);
    expect(detectResumeType('cv.doc', header)).toBeUndefined();
    Buffer.from('WordDocument', 'utf16le').copy(header, 600);
    expect(detectResumeType('cv.doc', header)).toBe('doc');
    const error = await extractDocumentText('doc', header).catch((caught: unknown) => caught);
    expect(error instanceof UnreadableDocumentError || error instanceof DocumentLimitError).toBe(true);
  });

  it.skipIf(docFiles.length === 0)(
    'reads real Word 97–2003 files: the name first, then the body (shared/data/resumes; skipped when absent)',
    async () => {
      for (const file of docFiles) {
        const bytes = fs.readFileSync(file.absolutePath);
        expect(detectResumeType(file.fileName, bytes)).toBe('doc');
        const text = await extractDocumentText('doc', bytes);
        expect(text.length).toBeGreaterThan(1000);
        const truncated = bytes.subarray(0, Math.floor(bytes.length / 3));
        const error = await extractDocumentText('doc', truncated).then(
          () => undefined,
          (caught: unknown) => caught,
        );
        // A third of a .doc either still reads (its text comes first) or is refused as damaged: never another error.
        if (error !== undefined) expect(error).toBeInstanceOf(UnreadableDocumentError);
      }
    },
  );
});
