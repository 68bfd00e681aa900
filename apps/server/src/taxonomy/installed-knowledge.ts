import type { OccupationIndex } from '@seeker/agents';
import type { OccupationKnowledge } from './occupation-knowledge';

/**
 * What postings, matches and rankings are read with: the installed ESCO and O*NET index, or nothing more than the
 * built-in vocabulary and the titles' words (none installed, or one that cannot be read).
 */
export async function installedKnowledge(knowledge: OccupationKnowledge | undefined): Promise<{ taxonomy?: OccupationIndex }> {
  if (!knowledge) return {};
  try {
    return { taxonomy: await knowledge.index() };
  } catch {
    // The taxonomy only adds: what reads without it goes on as it was.
    return {};
  }
}
