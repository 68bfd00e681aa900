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
