import type { PostingKnowledge } from '@seeker/agents';
import type { OccupationKnowledge } from './occupation-knowledge';

/** What postings and matches are read with: the installed taxonomy's skills, or nothing more than the built-in vocabulary. */
export async function postingKnowledge(knowledge: OccupationKnowledge | undefined): Promise<PostingKnowledge> {
  if (!knowledge) return {};
  try {
    return { taxonomy: await knowledge.index() };
  } catch {
    // The taxonomy only adds: an index that cannot be read leaves the built-in reading as it was.
    return {};
  }
}
