import { occupationIndexFormat, type OccupationIndexData } from './occupation-index-data';

// The stored index as lines (decision 0046): a first line with the small parts and how many items each large part
// has, then every item of the large parts on a line of its own, in that order. Read a slice of lines at a time, a
// server loading it never stops for the half second one JSON.parse of 30 MB takes (issue 71).

const largeParts = ['occupations', 'crosswalk', 'titles', 'skills', 'skillLabels', 'occupationSkills'] as const;
type LargePart = (typeof largeParts)[number];
type Header = { format: unknown; builtAt: string; sources: OccupationIndexData['sources']; parts: Record<LargePart, number> };

/** A first line longer than this is no header of ours (a whole index written as one JSON document, say). */
const longestHeader = 1 << 20;
/** An item is a title, a label or a few numbers: a line longer than this is no item of ours. */
const longestItem = 64 << 10;
/** Lines read between two pauses of the loader. */
const linesPerStep = 2_000;
const newline = 0x0a;

/** The index data as text to store: the header line, then one line per item of each large part. */
export function indexDataLines(data: OccupationIndexData): string {
  const parts = Object.fromEntries(largeParts.map((part) => [part, data[part].length])) as Record<LargePart, number>;
  const header: Header = { format: data.format, builtAt: data.builtAt, sources: data.sources, parts };
  const lines = [JSON.stringify(header)];
  for (const part of largeParts) for (const item of data[part]) lines.push(JSON.stringify(item));
  return `${lines.join('\n')}\n`;
}

/**
 * Reads what indexDataLines wrote, yielding every few thousand lines. Throws where the text is not an index of this
 * format, or its parts do not have the items its header counts (a file cut short).
 */
export function* readIndexDataLines(stored: Uint8Array): Generator<void, OccupationIndexData> {
  const bytes = Buffer.from(stored.buffer, stored.byteOffset, stored.byteLength);
  let at = 0;
  const nextLine = (limit = Infinity): string | undefined => {
    if (at >= bytes.length) return undefined;
    const end = bytes.indexOf(newline, at);
    const stop = end === -1 ? bytes.length : end;
    if (stop - at > limit) throw new Error(at === 0 ? 'it is not an index Seeker wrote (no header line)' : 'it holds a line longer than any item');
    const line = bytes.toString('utf8', at, stop);
    at = stop + 1;
    return line;
  };
  const header = JSON.parse(nextLine(longestHeader) ?? 'null') as Header | null;
  if (header === null || typeof header !== 'object') throw new Error('it is not an index Seeker wrote (no header line)');
  if (header.format !== occupationIndexFormat)
    throw new Error(`it is of format ${String(header.format)}, this Seeker reads ${occupationIndexFormat}`);
  const data = { format: occupationIndexFormat, builtAt: header.builtAt, sources: header.sources } as OccupationIndexData;
  let read = 0;
  for (const part of largeParts) {
    const count = header.parts?.[part];
    if (!Number.isInteger(count) || count < 0) throw new Error(`its header does not say how many ${part} it holds`);
    const items: unknown[] = [];
    for (let item = 0; item < count; item++) {
      if (++read % linesPerStep === 0) yield;
      const line = nextLine(longestItem);
      if (line === undefined) throw new Error(`it ends before its ${part} do (${item} of ${count})`);
      items.push(JSON.parse(line));
    }
    (data as Record<LargePart, unknown[]>)[part] = items;
  }
  // What follows the counted lines may be blank, nothing more (read byte by byte: no string of what may be large).
  for (; at < bytes.length; at++) if (![0x0a, 0x0d, 0x20, 0x09].includes(bytes[at]!)) throw new Error('it holds more than its header counts');
  return data;
}
