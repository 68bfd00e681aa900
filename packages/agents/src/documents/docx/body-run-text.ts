import type { BodyReader } from './body-reader';
import { defaultSize } from './body-tokens';

/** The size and weight the styles give the text read now: its run's, its paragraph's and its table's, cached. */
function textStyle(reader: BodyReader): { size: number; bold: boolean } {
  const { styles } = reader;
  const paragraphStyle = styles.styleId('paragraph', reader.paragraphs.at(-1)?.styleId);
  const runStyle = styles.styleId('character', reader.runs.at(-1)?.styleId);
  const table = reader.tables.at(-1);
  const tableStyle = table ? styles.styleId('table', table.styleId) : undefined;
  const key = `${tableStyle}\u0000${paragraphStyle}\u0000${runStyle}`;
  let found = reader.styleCache.get(key);
  if (!found) {
    const chains = [
      ['character', runStyle],
      ['paragraph', paragraphStyle],
      ['table', tableStyle],
    ] as const;
    let size: number | undefined;
    // Bold in a style toggles (ECMA-376 17.7.3): a bold character style in a bold paragraph style is not bold.
    let bold = styles.defaultRun.bold ?? styles.defaultRun.boldComplex ?? false;
    for (const [kind, id] of chains) {
      size ??= styles.inherited(kind, id, (style) => style.run.size);
      if (styles.inherited(kind, id, (style) => style.run.bold ?? style.run.boldComplex) === true) bold = !bold;
    }
    found = { size: size ?? styles.defaultRun.size ?? defaultSize, bold };
    reader.styleCache.set(key, found);
  }
  return found;
}

/** A piece of a run's text, with the size and weight the run sets or its styles give it. */
export function emitText(reader: BodyReader, text: string): void {
  if (text === '') return;
  // A checkbox content control shows its state, not its glyph: mammoth replaces its first text with the box.
  for (let index = reader.sdts.length - 1; index >= 0; index--) {
    const sdt = reader.sdts[index]!;
    if (sdt.checkbox && !sdt.replaced) {
      sdt.replaced = true;
      return;
    }
  }
  const run = reader.runs.at(-1);
  const styled = textStyle(reader);
  const size = run?.direct.size ?? styled.size;
  const bold = run?.direct.bold ?? run?.direct.boldComplex ?? styled.bold;
  reader.emit({ kind: 'text', text, size, bold });
}
