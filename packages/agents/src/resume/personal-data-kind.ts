import { fold, labels, personalKey, type PersonalDataKind } from './personal-data-labels';
import { labelOnly, labelPatterns } from './personal-data-patterns';
import { spansOf } from './personal-data-spans';
import { personalValueKind } from './personal-data-values';

/** The longest line read for personal data: a summary the reader joined into one line is read too (10,000 is the summary's limit). */
export const maxLine = 10_000;

const weakLabels = new Map(
  (Object.keys(labels) as PersonalDataKind[]).flatMap((kind) => labels[kind].weak.map((label) => [personalKey(label), kind] as const)),
);

/** The kind of personal data a line states by a label, a birth phrase or a street address's shape; null when it states none. */
export function statedDataKind(line: string): PersonalDataKind | null {
  if (line.length > maxLine) return null;
  const { key } = fold(line);
  if (labelOnly.test(key))
    return (
      labelPatterns.find(({ strong, weak }) => new RegExp(strong.source, 'u').test(key) || new RegExp(weak.source, 'u').test(key))?.kind ?? 'personal'
    );
  return spansOf(line, key, true)[0]?.kind ?? null;
}

/**
 * The kind of personal data a line at the top of a resume states (labelled, a birth phrase, a street address by its shape, a
 * form's label alone, or its value alone: "04.06.1969", "verheiratet", "Brasileiro, casado, 48 anos"); null when it states none.
 */
export function personalDataKind(line: string): PersonalDataKind | null {
  if (line.length > maxLine) return null;
  const stated = statedDataKind(line);
  if (stated !== null || line.length > 120) return stated;
  return bareLabelKind(line) ?? personalValueKind(personalKey(line).replace(/\s*[:：.]$/, ''));
}

/**
 * A weak label alone, its colon split off ("Indirizzo" of "Indirizzo: Via Roma 1" as the contact block's reader splits it):
 * capitalised as a label is ("Adresse", "ADDRESS"), not the end of a sentence wrapped onto its own line ("… working with
 * children"), and a word, not an acronym with other uses ("NSS", a students' service scheme as well as a social security number).
 */
export function bareLabelKind(line: string): PersonalDataKind | null {
  const key = personalKey(line).replace(/\s*[:：.]$/, '');
  return (/^\s*\p{Lu}/u.test(line) && key.length >= 4 && weakLabels.get(key)) || null;
}
