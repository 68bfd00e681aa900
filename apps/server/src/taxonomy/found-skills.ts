import { findKnownSkills, type TitleLanguage } from '@seeker/agents';
import type { KnownSkillRef } from '@seeker/contract';
import type { OccupationKnowledge } from './occupation-knowledge';

// A listed skill names a taxonomy's skill as a whole when the words found are most of it: "Buchhaltung" and
// "Microsoft Excel (advanced)" do; "Leading teams of forklift drivers" names more than a forklift.
const mostOfTheItem = 0.6;

/** The ESCO or O*NET skill each listed skill names (null where none as a whole); undefined while no index is installed. */
export async function foundSkills(
  knowledge: OccupationKnowledge,
  items: readonly string[],
  languages?: readonly TitleLanguage[],
): Promise<(KnownSkillRef | null)[] | undefined> {
  const index = await knowledge.index();
  if (!index) return undefined;
  try {
    return items.map((item) => {
      const bare = item
        .replace(/\([^()]*\)/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
      const found = findKnownSkills(index.skills, bare, languages, { synonyms: true }).find(
        ({ wording }) => wording.length >= mostOfTheItem * bare.length,
      );
      return found ? { id: found.skill.id, label: found.skill.label, scheme: found.skill.scheme, type: found.skill.type } : null;
    });
  } catch {
    // A hint never costs the page it is on.
    return undefined;
  }
}
