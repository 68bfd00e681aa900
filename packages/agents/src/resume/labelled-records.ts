import { findDateRange, normalizeDatePoint } from './dates';
import { withoutAccents } from '../text/without-accents';
import { headingKey } from './resume-headings';
import type { ResumeLine } from './resume-lines';
import type { DateRange } from '@seeker/contract';

/** A record's fields as labelled ("Empresa: DHL", "Curso: Logística"), with the lines between labels and the labelled lines as written. */
export type LabelledRecord<Field extends string> = Partial<Record<Field, string>> & { bullets: string[]; written: string[] };

/** A vocabulary of labels: each label (lower case, no accents) and the field it names. */
export type LabelVocabulary<Field extends string> = ReadonlyMap<string, Field>;

export function labelVocabulary<Field extends string>(labels: readonly (readonly [Field, readonly string[]])[]): LabelVocabulary<Field> {
  return new Map(labels.flatMap(([field, words]) => words.map((word) => [word, field] as const)));
}

const patterns = new WeakMap<LabelVocabulary<string>, RegExp>();
/** "Empresa: X", "Início: 12/06/2017 Término: 11/10/2018": a label, a colon, its value, up to the next label. */
function labelPattern(vocabulary: LabelVocabulary<string>): RegExp {
  let pattern = patterns.get(vocabulary);
  if (!pattern) {
    const words = [...vocabulary.keys()].sort((left, right) => right.length - left.length);
    pattern = new RegExp(`(?:^|\\s)(${words.join('|')})\\s*:\\s*`, 'giu');
    patterns.set(vocabulary, pattern);
  }
  return pattern;
}

/**
 * Records written as labelled lines: a record a run of them, a new one where a field comes again (a
 * description may repeat); the unlabelled lines after a record are its bullets. `before`: the lines ahead
 * of the first labelled one.
 */
export function readLabelledLines<Field extends string>(
  lines: readonly ResumeLine[],
  vocabulary: LabelVocabulary<Field>,
  repeatable?: Field,
): { records: LabelledRecord<Field>[]; before: string[]; labelledLines: number; kinds: Set<Field> } {
  const records: LabelledRecord<Field>[] = [];
  const before: string[] = [];
  let current: LabelledRecord<Field> | null = null;
  let labelledLines = 0;
  const kinds = new Set<Field>();
  const labelled = labelPattern(vocabulary);
  for (const line of lines) {
    // Labels are matched without accents ("Início"), on a copy of the same length where it can be made.
    const folded = withoutAccents(line.text);
    const text = folded.length === line.text.length ? line.text : folded;
    const pairs = [...folded.matchAll(labelled)];
    if (pairs.length === 0 || pairs[0]!.index > 1) {
      (current?.bullets ?? before).push(line.text);
      continue;
    }
    labelledLines++;
    const values = pairs.map((match, at) => {
      const end = at + 1 < pairs.length ? pairs[at + 1]!.index : text.length;
      return [
        vocabulary.get(headingKey(match[1]!))!,
        text
          .slice(match.index + match[0].length, end)
          .replace(/[*_`]/g, '')
          // The gap a form leaves between its label and its value, read as a cell's dot ("Plaats: · Zwolle").
          .replace(/^[\s·|•]+/u, '')
          .trim(),
      ] as const;
    });
    if (!current || values.some(([field]) => field !== repeatable && current![field] !== undefined)) {
      current = { bullets: [], written: [] } as LabelledRecord<Field>;
      records.push(current);
    }
    current.written.push(line.text);
    for (const [field, value] of values) {
      kinds.add(field);
      (current as Partial<Record<Field, string>>)[field] = value;
    }
  }
  return { records, before, labelledLines, kinds };
}

/** The dates a record's period, or its start and end, say. */
export function recordDates(period: string | undefined, start: string | undefined, end: string | undefined): DateRange | null {
  const dates: DateRange | null = period ? (findDateRange(period)?.range ?? null) : null;
  if (dates || (!start && !end)) return dates;
  const point = (text: string | undefined) => (text ? normalizeDatePoint(findDateRange(text)?.range.text ?? text) : null);
  const open = end !== undefined && findDateRange(end) === null && end.trim() !== '';
  return {
    text: [start, end].filter(Boolean).join(' – '),
    start: point(start),
    end: open ? null : point(end),
    current: open || (start !== undefined && end === undefined),
  };
}
