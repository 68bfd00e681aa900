import { detectLanguage, occupationForTitle, type TitleLanguage } from '@seeker/agents';
import type { FoundOccupation } from '@seeker/contract';
import type { OccupationKnowledge } from './occupation-knowledge';

/** The occupation each title names (null where none is found surely enough); undefined while no index is installed. */
export async function foundOccupations(
  knowledge: OccupationKnowledge,
  titles: readonly string[],
  languages?: readonly TitleLanguage[],
): Promise<(FoundOccupation | null)[] | undefined> {
  const index = await knowledge.index();
  if (!index) return undefined;
  return titles.map((title) => {
    const match = title.trim() ? occupationForTitle(index, title, languages) : undefined;
    return match
      ? {
          id: match.occupation.id,
          label: match.occupation.label,
          isco: match.occupation.code,
          confidence: match.confidence,
          matchedTitle: match.title,
        }
      : null;
  });
}

/** The languages a title is likely written in, by the text around it: its own language and English (titles borrow it). */
export function likelyTitleLanguages(text: string): TitleLanguage[] | undefined {
  const language = detectLanguage(text);
  if (language === 'unknown') return undefined;
  return language === 'en' ? ['en'] : [language, 'en'];
}
