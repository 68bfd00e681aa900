import { append, type BodyReader, type CellState, type TableState } from './body-reader';
import type { PlainToken } from './body-tokens';

/** A cell's paragraph longer than this is prose: its row is read paragraph by paragraph. */
const shortCell = 100;

/** Opens a table (`w:tbl`) where what is read now goes; inline where a paragraph there is still open. */
export function openTable(reader: BodyReader): true {
  const parentTarget = reader.target();
  const table: TableState = {
    parent: parentTarget,
    rows: [],
    stray: false,
    styleId: undefined,
    sawProperties: false,
    inline: parentTarget.openParagraphs > 0,
  };
  reader.tables.push(table);
  reader.scopes.push({ kind: 'table', table });
  return reader.enter({ kind: 'table', table });
}

/** Ends a table: each row as one line of cells where it can be (rowCells), else what its cells hold, in order. */
export function closeTable(reader: BodyReader, table: TableState): void {
  reader.scopes.pop();
  reader.tables.pop();
  const rows = table.rows.filter((row) => !row.deleted);
  // A cell that continues a vertical merge is left out, with what it holds, where the table is regular (calculateRowSpans).
  if (!table.stray && !rows.some((row) => row.stray)) {
    const columns = new Set<number>();
    for (const row of rows) {
      let column = 0;
      for (const cell of row.cells) {
        if (cell.vMerge && columns.has(column)) cell.dropped = true;
        else columns.add(column);
        column += cell.span;
      }
    }
  }
  for (const row of rows) {
    const cells = row.cells.filter((cell) => !cell.dropped);
    const line = table.inline || row.stray ? undefined : rowCells(cells);
    if (line) table.parent.tokens.push({ kind: 'row', cells: line });
    else for (const cell of cells) append(table.parent.tokens, cell.tokens);
  }
  table.parent.hasTable = true;
}

/**
 * A row's cells as one line's, where each holds one short paragraph and two hold words (a label and its value,
 * dates and a title); undefined for a row of prose, of several paragraphs a cell or of tables within tables.
 */
function rowCells(cells: readonly CellState[]): PlainToken[][] | undefined {
  let filled = 0;
  const line: PlainToken[][] = [];
  for (const cell of cells) {
    if (cell.hasTable) return undefined;
    let text = '';
    let paragraphs = 0;
    const plain: PlainToken[] = [];
    for (const token of cell.tokens) {
      if (token.kind === 'row') return undefined;
      plain.push(token);
      if (token.kind === 'text') text += token.text;
      if (token.kind !== 'end') continue;
      if (text.trim() !== '') {
        if (++paragraphs > 1 || text.length > shortCell) return undefined;
      }
      text = '';
    }
    // Words outside a paragraph run into the next cell's in mammoth's text: no line of cells then.
    if (text !== '') return undefined;
    if (paragraphs === 1) filled++;
    line.push(plain);
  }
  return filled >= 2 ? line : undefined;
}
