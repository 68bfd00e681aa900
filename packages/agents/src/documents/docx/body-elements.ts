import { openParagraph } from './body-paragraphs';
import { newCell, type BodyReader, type Frame, type RowState, type RunState, type SdtState } from './body-reader';
import { emitText } from './body-run-text';
import { openTable } from './body-tables';
import { openTextBox } from './body-text-boxes';

/** Elements mammoth reads through to their children (body-reader.js `readChildElements`). */
const containers = new Set([
  'w:hyperlink',
  'w:customXml',
  'w:ins',
  'w:moveFromRangeEnd',
  'w:moveFromRangeStart',
  'w:moveTo',
  'w:moveToRangeEnd',
  'w:moveToRangeStart',
  'w:object',
  'w:smartTag',
  'w:drawing',
  'v:roundrect',
  'v:shape',
  'v:textbox',
  'w:txbxContent',
  'v:group',
  'v:rect',
]);

/** Elements that stand in mammoth's document as something (a bookmark, a note mark): among rows, the table is irregular. */
const elementsOfTheirOwn = new Set([
  'w:p',
  'w:r',
  'w:t',
  'w:tab',
  'w:br',
  'w:sym',
  'w:hyperlink',
  'w:tbl',
  'w:tr',
  'w:tc',
  'w:noBreakHyphen',
  'w:softHyphen',
  'w:footnoteReference',
  'w:endnoteReference',
  'w:commentReference',
]);

const countsAsElement = (name: string, attributes: Readonly<Record<string, string>>) =>
  elementsOfTheirOwn.has(name) || (name === 'w:bookmarkStart' && attributes['w:name'] !== '_GoBack');

/** Opens an element where mammoth reads content: a paragraph, a run, a table, or anything it reads through. */
export function openContent(reader: BodyReader, name: string, attributes: Readonly<Record<string, string>>, parent: Frame) {
  const scope = reader.scopes.at(-1)!;
  if (countsAsElement(name, attributes)) {
    if (scope.kind === 'table' && name !== 'w:tr') scope.table.stray = true;
    if (scope.kind === 'row' && name !== 'w:tc') scope.row.stray = true;
  }
  if (name === 'w:p') return openParagraph(reader);
  if (name === 'w:pPr' && parent.kind === 'paragraph' && !parent.paragraph.sawProperties) {
    parent.paragraph.sawProperties = true;
    return reader.enter({ kind: 'paragraphProperties', paragraph: parent.paragraph });
  }
  if (name === 'w:r') {
    const run: RunState = { styleId: undefined, direct: {}, sawProperties: false };
    reader.runs.push(run);
    return reader.enter({ kind: 'run', run });
  }
  if (name === 'w:rPr' && parent.kind === 'run' && !parent.run.sawProperties) {
    parent.run.sawProperties = true;
    return reader.enter({ kind: 'runProperties', run: parent.run });
  }
  if (name === 'w:t') return reader.enter({ kind: 'text', text: '' });
  if (name === 'w:tab') reader.emit({ kind: 'tab' });
  else if (name === 'w:noBreakHyphen') emitText(reader, '\u2011');
  else if (name === 'w:softHyphen') emitText(reader, '\u00ad');
  else if (name === 'w:br') reader.emit({ kind: breakKind(attributes['w:type']) });
  else if (name === 'w:lastRenderedPageBreak') reader.emit({ kind: 'page' });
  else if (name === 'w:tbl') {
    return openTable(reader);
  } else if (name === 'w:tblPr' && parent.kind === 'table' && !parent.table.sawProperties) {
    parent.table.sawProperties = true;
    return reader.enter({ kind: 'tableProperties', table: parent.table });
  } else if (name === 'w:tr' && scope.kind === 'table') {
    const row: RowState = { cells: [], deleted: false, stray: false, sawProperties: false, loose: false };
    scope.table.rows.push(row);
    reader.scopes.push({ kind: 'row', row });
    return reader.enter({ kind: 'row', row });
  } else if (name === 'w:trPr' && parent.kind === 'row' && !parent.row.sawProperties) {
    parent.row.sawProperties = true;
    return reader.enter({ kind: 'rowProperties', row: parent.row });
  } else if (name === 'w:tc' && scope.kind === 'row') {
    const cell = newCell(false);
    scope.row.cells.push(cell);
    reader.scopes.push({ kind: 'target', target: cell });
    return reader.enter({ kind: 'cell', cell });
  } else if (name === 'w:tcPr' && parent.kind === 'cell' && !parent.cell.sawProperties) {
    parent.cell.sawProperties = true;
    return reader.enter({ kind: 'cellProperties', cell: parent.cell });
  } else if (name === 'w:pict' && reader.paragraphs.length > 0) {
    return openTextBox(reader);
  } else if (name === 'w:sdt') {
    const sdt: SdtState = { checkbox: false, replaced: false, sawContent: false, sawProperties: false };
    reader.sdts.push(sdt);
    return reader.enter({ kind: 'sdt', sdt });
  } else if (containers.has(name) || name === 'w:tr' || name === 'w:tc') {
    return reader.enter({ kind: 'content' });
  }
  // Anything else mammoth reads nothing inside: a field mammoth does not know, a drawing's shape, a symbol (its
  // character is mammoth's to name: the line's words come from mammoth's text).
  reader.skipped = 1;
}

/** What a break (`w:br`) does by its type: turns the page, wraps a column, or (a text wrapping's, the default) ends a line. */
function breakKind(type: string | undefined): 'page' | 'break' | 'line' {
  if (type === 'page') return 'page';
  return type === 'column' ? 'break' : 'line';
}
