import { detectLanguage, occupationForTitle, type OccupationIndex, type TitleLanguage } from '@seeker/agents';
import type { FoundOccupation } from '@seeker/contract';
import { LRUCache } from 'lru-cache';
import type { OccupationKnowledge } from './occupation-knowledge';

// A title's occupation is looked up once per loaded index and language: the check step asks again on every read and
// save of a resume, for every role (up to 60).
const remembered = new WeakMap<OccupationIndex, LRUCache<string, { found: FoundOccupation | null }>>();

function lookUp(index: OccupationIndex, title: string, languages: readonly TitleLanguage[] | undefined): FoundOccupation | null {
  let cache = remembered.get(index);
  if (!cache) remembered.set(index, (cache = new LRUCache({ max: 10_000 })));
  const key = `${languages?.join(',') ?? ''}\u0000${title}`;
  const held = cache.get(key);
  if (held) return held.found;
  const match = title.trim() ? occupationForTitle(index, title, languages) : undefined;
  const found = match
    ? { id: match.occupation.id, label: match.occupation.label, isco: match.occupation.code, confidence: match.confidence, matchedTitle: match.title }
    : null;
  cache.set(key, { found });
  return found;
}

/** The occupation each title names (null where none is found surely enough); undefined while no index is installed. */
export async function foundOccupations(
  knowledge: OccupationKnowledge,
  titles: readonly string[],
  languages?: readonly TitleLanguage[],
): Promise<(FoundOccupation | null)[] | undefined> {
  const index = await knowledge.index();
  if (!index) return undefined;
  try {
    return titles.map((title) => lookUp(index, title, languages));
  } catch {
    // A hint never costs the page it is on: an index that misleads the lookup answers none.
    return undefined;
  }
}

/** The languages a title is likely written in, by the text around it: its own language and English (titles borrow it). */
export function likelyTitleLanguages(text: string): TitleLanguage[] | undefined {
  const language = detectLanguage(text);
  if (language === 'unknown') return undefined;
  return language === 'en' ? ['en'] : [language, 'en'];
}
