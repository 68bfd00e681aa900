import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { buildDocx, deflatedEntry, wordNamespace } from '../../testing/build-docx';
import { DocumentLimitError, UnreadableDocumentError } from '../document-errors';
import { extractDocument } from '../extract-document-text';
import { docxLayout } from './docx-layout';

const namespaces =
  `xmlns:w="${wordNamespace}" xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" xmlns:v="urn:schemas-microsoft-com:vml" ` +
  'xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape" xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" ' +
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:w14="http://schemas.microsoft.com/office/word/2010/wordml"';

const documentOf = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document ${namespaces}><w:body>${body}</w:body></w:document>`;
const stylesOf = (inner: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:styles xmlns:w="${wordNamespace}">${inner}</w:styles>`;
const docx = (body: string, styles?: string) =>
  buildDocx(documentOf(body), styles === undefined ? [] : [deflatedEntry('word/styles.xml', stylesOf(styles))]);

/** A paragraph of runs: [text, run properties]; `properties` are the paragraph's. */
const paragraph = (runs: Array<[string, string?]>, properties = '') =>
  `<w:p>${properties ? `<w:pPr>${properties}</w:pPr>` : ''}${runs
    .map(([text, run]) => `<w:r>${run ? `<w:rPr>${run}</w:rPr>` : ''}<w:t xml:space="preserve">${text}</w:t></w:r>`)
    .join('')}</w:p>`;
const plain = (text: string, properties = '') => paragraph([[text]], properties);
const cell = (...paragraphs: string[]) => `<w:tc>${paragraphs.join('')}</w:tc>`;
const row = (...cells: string[]) => `<w:tr>${cells.join('')}</w:tr>`;
const table = (...rows: string[]) => `<w:tbl><w:tblPr/>${rows.join('')}</w:tbl>`;

const styles =
  '<w:docDefaults><w:rPrDefault><w:rPr><w:sz w:val="20"/></w:rPr></w:rPrDefault></w:docDefaults>' +
  '<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>' +
  '<w:style w:type="paragraph" w:styleId="Title"><w:basedOn w:val="Normal"/><w:rPr><w:sz w:val="56"/></w:rPr></w:style>' +
  '<w:style w:type="paragraph" w:styleId="Heading1"><w:basedOn w:val="Normal"/><w:pPr><w:spacing w:before="240"/></w:pPr><w:rPr><w:b/><w:sz w:val="28"/></w:rPr></w:style>' +
  '<w:style w:type="paragraph" w:styleId="Heading2"><w:basedOn w:val="Heading1"/><w:rPr><w:sz w:val="24"/></w:rPr></w:style>' +
  '<w:style w:type="paragraph" w:styleId="Quiet"><w:basedOn w:val="Heading1"/><w:rPr><w:b w:val="0"/></w:rPr></w:style>' +
  '<w:style w:type="character" w:styleId="Strong"><w:rPr><w:b/></w:rPr></w:style>';

async function layoutOf(bytes: Buffer) {
  const read = await extractDocument('docx', bytes);
  return { text: read.text, lines: read.layout!, line: (text: string) => read.layout!.find((line) => line.text === text)! };
}

describe('a DOCX read with its layout (decision 0043)', () => {
  it('ends a line at a line break inside a paragraph, as Word lays it out, each line with its own weight; a page break ends none', async () => {
    const body =
      '<w:p><w:r><w:t>Janet Michelle</w:t><w:br/><w:t>Santiago Luna</w:t></w:r></w:p>' +
      '<w:p><w:pPr><w:spacing w:before="240" w:after="240"/></w:pPr><w:r><w:rPr><w:b/></w:rPr><w:t>Auxiliar Contable</w:t></w:r>' +
      '<w:r><w:br/><w:t>Contabilidad Gómez S.A.</w:t></w:r><w:r><w:br w:type="textWrapping"/><w:t>Enero 2022 – Junio 2023</w:t></w:r></w:p>' +
      '<w:p><w:r><w:t>Makumbe High School</w:t><w:br w:clear="all"/><w:t>Murambinda</w:t><w:br w:type="page"/><w:t>Next</w:t></w:r></w:p>' +
      '<w:p><w:r><w:t>Two columns</w:t><w:br w:type="column"/><w:t>wrap only</w:t></w:r></w:p>';
    const { text, lines, line } = await layoutOf(docx(body));
    const expected = [
      'Janet Michelle',
      'Santiago Luna',
      'Auxiliar Contable',
      'Contabilidad Gómez S.A.',
      'Enero 2022 – Junio 2023',
      'Makumbe High School',
      'MurambindaNext',
      'Two columnswrap only',
    ];
    expect(text.split('\n').filter(Boolean)).toEqual(expected);
    expect(lines.map((entry) => entry.text)).toEqual(expected);
    expect(lines.map((entry) => entry.bold)).toEqual([false, false, true, false, false, false, false, false]);
    // The paragraph's space above is before its first line only: its other lines follow as wrapped lines do.
    expect(line('Auxiliar Contable').gap).toBeGreaterThan(line('Contabilidad Gómez S.A.').gap);
    expect(line('Contabilidad Gómez S.A.').gap).toBeLessThan(0.3);
    expect(line('Santiago Luna').top).toBeGreaterThan(line('Janet Michelle').top);
  });

  it("reads the page header's lines (a template's name and contact) above the body's, each once, and leaves a header over its budget unread", async () => {
    const headerOf = (inner: string) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:hdr ${namespaces}>${inner}</w:hdr>`;
    const name = '<w:p><w:pPr><w:pStyle w:val="Title"/></w:pPr><w:r><w:rPr><w:sz w:val="40"/></w:rPr><w:t>Lucas Trgovac</w:t></w:r></w:p>';
    const contact = '<w:p><w:r><w:t>Krefeld</w:t></w:r><w:r><w:tab/><w:t>lucas@example.org</w:t></w:r></w:p>';
    const bytes = buildDocx(documentOf('<w:p><w:r><w:t>Kenntnisse</w:t></w:r></w:p><w:p><w:r><w:t>Java, SQL</w:t></w:r></w:p>'), [
      deflatedEntry('word/header2.xml', headerOf(`${name}${contact}`)),
      // The first page's header, the same lines again.
      deflatedEntry('word/header1.xml', headerOf(`${name}<w:p/>`)),
    ]);
    const { text, lines } = await layoutOf(bytes);
    expect(text.split('\n').filter(Boolean)).toEqual(['Lucas Trgovac', 'Krefeld lucas@example.org', 'Kenntnisse', 'Java, SQL']);
    expect(lines.map((line) => line.text)).toEqual(['Lucas Trgovac', 'Krefeld lucas@example.org', 'Kenntnisse', 'Java, SQL']);
    expect(lines[0]).toMatchObject({ page: 1, size: 20 });
    expect(lines[1]!.cells).toEqual(['Krefeld', 'lucas@example.org']);

    // Thousands of drawn shapes' elements in a header: the header is left out, the document read.
    const shapes = '<w:p><w:r><w:t>Lucas Trgovac</w:t></w:r></w:p>' + '<w:p><w:r><w:rPr><w:b/></w:rPr></w:r></w:p>'.repeat(2_000);
    const heavy = await layoutOf(
      buildDocx(documentOf('<w:p><w:r><w:t>Kenntnisse</w:t></w:r></w:p>'), [deflatedEntry('word/header1.xml', headerOf(shapes))]),
    );
    expect(heavy.text.split('\n').filter(Boolean)).toEqual(['Kenntnisse']);
    // A header whose data does not inflate: left out, the document read as before headers were opened.
    const broken = { name: 'word/header1.xml', data: Buffer.from('not a deflate stream at all'), method: 8, uncompressedSize: 400, crc: 0 };
    const damaged = await layoutOf(buildDocx(documentOf('<w:p><w:r><w:t>Kenntnisse</w:t></w:r></w:p>'), [broken]));
    expect(damaged.text.split('\n').filter(Boolean)).toEqual(['Kenntnisse']);
  });

  it('sizes a line by its runs, their paragraph style and its basedOn chain, the document defaults, else 11 points', async () => {
    const { text, lines, line } = await layoutOf(
      docx(
        [
          plain('Ana Beatriz Lima', '<w:pStyle w:val="Title"/>'),
          plain('Experience', '<w:pStyle w:val="Heading1"/>'),
          plain('Staff Nurse', '<w:pStyle w:val="Heading2"/>'),
          plain('Cared for twelve patients a shift'),
          paragraph([['Small print', '<w:sz w:val="16"/>']], '<w:pStyle w:val="Heading1"/>'),
          // Most of its letters are 10 points, a few 18.
          paragraph([['Porto'], ['Portugal and further away', '<w:sz w:val="36"/>'], ['Porto Porto Porto Porto Porto Porto']]),
        ].join(''),
        styles,
      ),
    );
    expect(lines.map((entry) => entry.text).join('\n')).toBe(text.split('\n').filter(Boolean).join('\n'));
    expect(lines.map((entry) => entry.size)).toEqual([28, 14, 12, 10, 8, 10]);
    expect(line('Ana Beatriz Lima')).toMatchObject({ page: 1, top: 0, gap: 0 });

    const unstyled = await layoutOf(docx(plain('Ana Lima')));
    expect(unstyled.lines).toEqual([{ text: 'Ana Lima', page: 1, size: 11, bold: false, x: 0, top: 0, gap: 0 }]);
  });

  it('reads bold from runs and styles, honouring w:val="0" and a style that turns its parent’s bold off', async () => {
    const { lines } = await layoutOf(
      docx(
        [
          plain('Experience', '<w:pStyle w:val="Heading1"/>'),
          plain('Not bold after all', '<w:pStyle w:val="Quiet"/>'),
          paragraph([['Turned off', '<w:b w:val="0"/>']], '<w:pStyle w:val="Heading1"/>'),
          paragraph([['Off too', '<w:b w:val="false"/>']], '<w:pStyle w:val="Heading2"/>'),
          paragraph([['Bold', '<w:b/>']]),
          paragraph([['Complex bold', '<w:bCs/>']]),
          paragraph([['Strong by style', '<w:rStyle w:val="Strong"/>']]),
          // A bold character style in a bold paragraph style toggles it off (ECMA-376 17.7.3).
          paragraph([['Toggled', '<w:rStyle w:val="Strong"/>']], '<w:pStyle w:val="Heading1"/>'),
          paragraph([['Nurse', '<w:b/>'], [', Hospital de Santo António, Porto']]),
        ].join(''),
        styles,
      ),
    );
    expect(lines.map((line) => [line.text, line.bold])).toEqual([
      ['Experience', true],
      ['Not bold after all', false],
      ['Turned off', false],
      ['Off too', false],
      ['Bold', true],
      ['Complex bold', true],
      ['Strong by style', true],
      ['Toggled', false],
      ['Nurse, Hospital de Santo António, Porto', false],
    ]);
  });

  it('keeps the pieces tabs set apart as cells, and the indent and the space above a line', async () => {
    const { lines, line } = await layoutOf(
      docx(
        [
          plain('Summary'),
          `<w:p><w:r><w:t>Software Engineer</w:t></w:r><w:r><w:tab/><w:t>2019 – 2021</w:t></w:r></w:p>`,
          `<w:p><w:r><w:tab/><w:t>Indented with a tab</w:t></w:r></w:p>`,
          plain('Built the billing service', '<w:ind w:left="720" w:hanging="360"/>'),
          plain('Education', '<w:pStyle w:val="Heading1"/>'),
          '<w:p/>',
          plain('After a blank paragraph'),
        ].join(''),
        styles,
      ),
    );
    expect(line('Software Engineer 2019 – 2021')).toMatchObject({ cells: ['Software Engineer', '2019 – 2021'] });
    expect(line('Indented with a tab').cells).toBeUndefined();
    expect(line('Built the billing service').x).toBe(36);
    // Single spacing leaves a little under a tenth of a line; 12 points before a 14-point heading, most of a line.
    expect(line('Software Engineer 2019 – 2021').gap).toBeLessThan(0.3);
    expect(line('Education').gap).toBeGreaterThan(0.8);
    expect(line('After a blank paragraph').gap).toBeGreaterThan(1);
    expect(lines.map((entry) => entry.top)).toEqual([...lines.map((entry) => entry.top)].sort((a, b) => a - b));
  });

  it('reads a table row of short cells as one line with cells, and one line of the text', async () => {
    const bytes = docx(
      table(
        row(cell(plain('2019–2021')), cell(plain('Developer, ACME'))),
        row(cell(plain('Name')), cell(plain('')), cell(plain('Ana Lima'))),
        row(cell(plain('Duties')), cell(plain('Built things.'), plain('Ran things.'))),
        row(cell(plain('Summary')), cell(plain('A long paragraph about the work, '.repeat(5)))),
      ) + plain('Skills'),
    );
    const raw = (await mammoth.extractRawText({ buffer: bytes })).value;
    const { text, lines, line } = await layoutOf(bytes);
    expect(text).toBe(
      [
        '2019–2021 Developer, ACME',
        'Name Ana Lima',
        'Duties',
        'Built things.',
        'Ran things.',
        'Summary',
        'A long paragraph about the work, '.repeat(5).trim(),
        'Skills',
      ].join('\n\n'),
    );
    // Every word mammoth reads is kept, in its order.
    expect(text.split(/\s+/)).toEqual(raw.split(/\s+/).filter(Boolean));
    expect(line('2019–2021 Developer, ACME').cells).toEqual(['2019–2021', 'Developer, ACME']);
    expect(line('Name Ana Lima').cells).toEqual(['Name', 'Ana Lima']);
    expect(line('Duties').cells).toBeUndefined();
    expect(lines).toHaveLength(8);
  });

  it('reads a cell that continues a vertical merge as mammoth does: left out', async () => {
    const merged = '<w:tc><w:tcPr><w:vMerge/></w:tcPr><w:p><w:r><w:t>hidden</w:t></w:r></w:p></w:tc>';
    const bytes = docx(
      table(
        row('<w:tc><w:tcPr><w:vMerge w:val="restart"/></w:tcPr>' + plain('ACME') + '</w:tc>', cell(plain('2019'))),
        row(merged, cell(plain('2020'))),
      ),
    );
    const raw = (await mammoth.extractRawText({ buffer: bytes })).value;
    const { text } = await layoutOf(bytes);
    expect(raw).not.toContain('hidden');
    expect(text).toBe('ACME 2019\n\n2020');
  });

  it('reads a text box once, from mammoth’s Fallback, after the paragraph that anchors it', async () => {
    const box = (words: string, size: number) => `<w:txbxContent>${paragraph([[words, `<w:b/><w:sz w:val="${size * 2}"/>`]])}</w:txbxContent>`;
    const anchored =
      '<w:p><w:r><w:t>Anchor</w:t></w:r><w:r><mc:AlternateContent>' +
      `<mc:Choice Requires="wps"><w:drawing><wp:anchor><a:graphic><a:graphicData><wps:wsp><wps:txbx>${box('Chosen Words', 24)}</wps:txbx></wps:wsp></a:graphicData></a:graphic></wp:anchor></w:drawing></mc:Choice>` +
      `<mc:Fallback><w:pict><v:shape><v:textbox>${box('Ana Lima', 24)}</v:textbox></v:shape></w:pict></mc:Fallback>` +
      '</mc:AlternateContent></w:r></w:p>';
    const bytes = docx(anchored + plain('Registered nurse in Porto'));
    const raw = (await mammoth.extractRawText({ buffer: bytes })).value;
    expect(raw).toBe('Anchor\n\nAna Lima\n\nRegistered nurse in Porto\n\n');
    const { text, lines } = await layoutOf(bytes);
    expect(text).toBe('Anchor\n\nAna Lima\n\nRegistered nurse in Porto');
    expect(lines.map((line) => [line.text, line.size, line.bold])).toEqual([
      ['Anchor', 11, false],
      ['Ana Lima', 24, true],
      ['Registered nurse in Porto', 11, false],
    ]);
  });

  it('has the lines mammoth’s raw text has, where Word’s markup hides or moves words', async () => {
    const body = [
      // A field mammoth does not read, deleted text, a symbol, a checkbox content control's glyph.
      '<w:p><w:r><w:t>Page </w:t></w:r><w:fldSimple w:instr="PAGE"><w:r><w:t>1</w:t></w:r></w:fldSimple><w:del><w:r><w:delText>gone</w:delText></w:r></w:del></w:p>',
      '<w:p><w:r><w:sym w:font="Wingdings" w:char="F0E0"/><w:t xml:space="preserve"> Driving licence</w:t></w:r></w:p>',
      '<w:p><w:sdt><w:sdtPr><w14:checkbox/></w:sdtPr><w:sdtContent><w:r><w:t>☐</w:t></w:r></w:sdtContent></w:sdt><w:r><w:t xml:space="preserve"> Willing to relocate</w:t></w:r></w:p>',
      // A deleted paragraph mark: its words open the next paragraph.
      '<w:p><w:pPr><w:rPr><w:del w:id="1" w:author="A" w:date="2024-01-01T00:00:00Z"/></w:rPr></w:pPr><w:r><w:t xml:space="preserve">Joined </w:t></w:r></w:p>',
      plain('to this one'),
      // Content controls, hyperlinks and tracked insertions are read through; a text box with no paragraph to anchor it is lost.
      `<w:sdt><w:sdtContent>${plain('Inside a content control')}</w:sdtContent></w:sdt>`,
      '<w:p><w:hyperlink r:id="rId9" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><w:r><w:t>ana@example.com</w:t></w:r></w:hyperlink><w:ins><w:r><w:t xml:space="preserve"> (new)</w:t></w:r></w:ins></w:p>',
      `<w:pict><v:shape><v:textbox><w:txbxContent>${plain('Unanchored')}</w:txbxContent></v:textbox></v:shape></w:pict>`,
      plain('Last'),
    ].join('');
    const bytes = docx(body);
    const raw = (await mammoth.extractRawText({ buffer: bytes })).value;
    const { text, lines } = await layoutOf(bytes);
    const expected = raw
      .split('\n\n')
      .map((line) => line.replace(/\s+/g, ' ').trim())
      .filter(Boolean);
    expect(lines.map((line) => line.text)).toEqual(expected);
    expect(text).toBe(expected.join('\n\n'));
    expect(expected).toContain('Joined to this one');
    expect(expected).not.toContain('Unanchored');
  });

  it('turns the page at an explicit break, once where Word also marks where it rendered it', async () => {
    const { lines, line } = await layoutOf(
      docx(
        [
          plain('Ana Lima'),
          plain('Experience'),
          '<w:p><w:r><w:t>Last words</w:t></w:r><w:r><w:br w:type="page"/></w:r></w:p>',
          '<w:p><w:r><w:lastRenderedPageBreak/><w:t>Education</w:t></w:r></w:p>',
          plain('BSc Nursing'),
          '<w:p><w:r><w:lastRenderedPageBreak/><w:t>References</w:t></w:r></w:p>',
          plain('On request', '<w:pageBreakBefore/>'),
          plain('Not a break', '<w:pageBreakBefore w:val="0"/>'),
        ].join(''),
      ),
    );
    expect(lines.map((entry) => entry.page)).toEqual([1, 1, 1, 2, 2, 3, 4, 4]);
    expect(line('Education')).toMatchObject({ top: 0, gap: 0 });
    expect(line('BSc Nursing').top).toBeGreaterThan(0);
  });

  it('stays bounded and total on hostile files', async () => {
    // 100,000 paragraphs (past the element limit mammoth is held to; read here straight from the parts), in time that
    // grows as the paragraphs do: at most 30 times what 10,000 cost, measured beside it (a busy machine slows both).
    const paragraphs = (count: number) => Array.from({ length: count }, (_, index) => `Line ${index}`);
    const layoutTime = (lines: string[]) => {
      const started = performance.now();
      const read = docxLayout(
        [{ name: 'word/document.xml', data: Buffer.from(documentOf(lines.map((text) => `<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`).join(''))) }],
        lines.map((text) => `${text}\n\n`).join(''),
      );
      return { read, ms: performance.now() - started };
    };
    const tenth = layoutTime(paragraphs(10_000));
    const many = paragraphs(100_000);
    const document = documentOf(many.map((text) => `<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`).join(''));
    const { read, ms } = layoutTime(many);
    expect(ms).toBeLessThan(Math.max(30 * tenth.ms, 2_000));
    expect(read.layout).toHaveLength(100_000);
    expect(read.layout![99_999]).toMatchObject({ text: 'Line 99999', size: 11 });
    await expect(extractDocument('docx', buildDocx(document))).rejects.toMatchObject({ limit: 'xml-elements' });

    // A huge w:sz, spacing and indent, no styles.xml, NUL and control characters, a style based on itself.
    const odd = await layoutOf(
      docx(
        paragraph([['Huge', '<w:sz w:val="99999999999"/>']], '<w:spacing w:before="999999999"/><w:ind w:left="-99999999"/>') +
          paragraph([['Nul\u0000and\u0001control\u001f']], '<w:pStyle w:val="Loop"/>'),
        '<w:style w:type="paragraph" w:styleId="Loop"><w:basedOn w:val="Loop"/></w:style>',
      ),
    );
    expect(odd.lines[0]).toMatchObject({ text: 'Huge', size: 1638, x: -1584 });
    expect(odd.lines[1]!.text).toBe('Nul\ufffdand control');
    expect(Number.isFinite(odd.lines[1]!.gap) && Number.isFinite(odd.lines[1]!.top)).toBe(true);

    // Tables nested 3,000 deep: read without recursion, every word kept.
    let nested = plain('Deepest');
    for (let depth = 0; depth < 3_000; depth++) nested = table(row(cell(nested, plain(`Depth ${depth}`))));
    const words = ['Deepest', ...Array.from({ length: 3_000 }, (_, depth) => `Depth ${depth}`)];
    const deep = docxLayout([{ name: 'word/document.xml', data: Buffer.from(documentOf(nested)) }], words.map((text) => `${text}\n\n`).join(''));
    expect(deep.layout!.map((line) => line.text).slice(0, 2)).toEqual(['Deepest', 'Depth 0']);
    expect(deep.layout).toHaveLength(3_001);
    await extractDocument('docx', buildDocx(documentOf(nested))).then(
      (read) => expect(read.layout).toHaveLength(3_001),
      (error: unknown) => expect(error instanceof UnreadableDocumentError || error instanceof DocumentLimitError).toBe(true),
    );
    // About 3 s alone; the whole CI run on two cores made it over 20 s once. Its bound is the measured ratio above.
  }, 90_000);
});
