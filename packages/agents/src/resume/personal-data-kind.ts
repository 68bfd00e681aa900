import { fold, type PersonalDataKind } from './personal-data-labels';
import { labelOnly, labelPatterns } from './personal-data-patterns';
import { spansOf } from './personal-data-spans';

/** The longest line read for personal data: a summary the reader joined into one line is read too (10,000 is the summary's limit). */
export const maxLine = 10_000;

/** The kind of personal data a line states (labelled, a birth phrase, or a street address by its shape); null when it states none. */
export function personalDataKind(line: string): PersonalDataKind | null {
  if (line.length > maxLine) return null;
  const { key } = fold(line);
  if (labelOnly.test(key))
    return (
      labelPatterns.find(({ strong, weak }) => new RegExp(strong.source, 'u').test(key) || new RegExp(weak.source, 'u').test(key))?.kind ?? 'personal'
    );
  return spansOf(line, key, true)[0]?.kind ?? null;
}
