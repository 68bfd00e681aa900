import { parse } from 'csv-parse/sync';

/** The rows of a CSV (ESCO's files: quoted fields across lines) or a TSV (O*NET's), keyed by the header row. */
export function readRows(text: string, delimiter: ',' | '\t'): Record<string, string>[] {
  return parse(text, {
    columns: true,
    delimiter,
    bom: true,
    skip_empty_lines: true,
    relax_column_count: true,
    // O*NET's tab-separated text never quotes; a title's inch mark or quote is a character, not a field's edge.
    quote: delimiter === ',' ? '"' : false,
  }) as Record<string, string>[];
}

/** ESCO keeps a concept's alternative labels in one field, one per line. */
export function labelLines(field: string | undefined): string[] {
  return (field ?? '')
    .split('\n')
    .map((label) => label.trim())
    .filter(Boolean);
}

/** An ESCO concept's labels with their kind: its preferred label, then its alternative and hidden ones. */
export function escoLabels(row: Record<string, string>): [string, 'preferred' | 'alternative' | 'hidden'][] {
  return [
    [row.preferredLabel ?? '', 'preferred'],
    ...labelLines(row.altLabels).map((label): [string, 'alternative'] => [label, 'alternative']),
    ...labelLines(row.hiddenLabels).map((label): [string, 'hidden'] => [label, 'hidden']),
  ];
}

/** Of several releases' files of one language, the one with the most rows (a later or fuller release). */
export function fullestOf<T extends { rows: unknown[] }>(files: readonly string[], load: (file: string) => T): T | undefined {
  return files.map(load).sort((a, b) => b.rows.length - a.rows.length)[0];
}
