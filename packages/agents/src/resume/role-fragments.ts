import type { ExperienceEntry } from '@seeker/contract';
import { looseKey } from '../text/loose-key';

// The small words a wrapped sentence breaks after ("Customer first coaching while"), in the eight languages.
const endsMidSentence =
  /(?:^|\s)(?:while|and|or|of|in|to|for|with|the|a|an|that|which|by|from|at|on|as|und|oder|mit|für|von|zu|der|die|das|et|ou|de|des|du|pour|avec|y|o|con|para|por|el|la|los|las|e|com|do|da|dos|das|di|del|della|per|il|en|van|het|een|voor|met|i|w|z|na|do|dla)$/iu;

/** A header no role is written with: a sentence's middle or end, a list's mark alone, or a paragraph's length. */
function isFragment(text: string): boolean {
  const header = text.trim();
  return (
    header === '' || /^[\p{Ll}&●•▪◦·,;:)]/u.test(header) || endsMidSentence.test(header.replace(/[\s,;:]+$/, '')) || header.split(/\s+/).length > 14
  );
}

/**
 * Entries read from lines that only continue the role above ("Customer first coaching while", "& digital collateral
 * and social content…", a lone "●"): undated, with a header that is a fragment of a sentence, they are folded into
 * the entry before them as its lines, so that no role is made up of a wrapped sentence and nothing written is lost.
 */
export function withFragmentsFolded(entries: ExperienceEntry[]): ExperienceEntry[] {
  const kept: ExperienceEntry[] = [];
  for (const entry of entries) {
    const previous = kept.at(-1);
    const header = [entry.role, entry.company].filter(Boolean).join(', ');
    if (previous && !entry.dates && isFragment(header)) {
      previous.bullets.push(...(entry.written ?? []), ...entry.bullets);
      continue;
    }
    kept.push({ ...entry, bullets: [...entry.bullets] });
  }
  return kept;
}

/**
 * A role written again without its dates in another section ("Experience Highlights": "Managing Editor" over a
 * paragraph, after "2014-15 · Managing Editor · Daily 49er" under "Work History") is that role: its lines are folded
 * into the dated role of the same title, where it names no other employer (none, the same, or a sentence's start).
 */
export function withRepeatedRolesFolded(entries: ExperienceEntry[]): ExperienceEntry[] {
  const kept: ExperienceEntry[] = [];
  for (const entry of entries) {
    const title = looseKey(entry.role);
    const dated = entry.dates || title === '' ? undefined : kept.find((other) => other.dates && looseKey(other.role) === title);
    const company = entry.company.trim();
    const noOtherEmployer = company === '' || looseKey(company) === looseKey(dated?.company ?? '') || company.split(/\s+/).length > 6;
    if (dated && noOtherEmployer) {
      dated.bullets.push(...(entry.written ?? []).filter((line) => looseKey(line) !== title), ...entry.bullets);
      continue;
    }
    kept.push(entry);
  }
  return kept;
}
