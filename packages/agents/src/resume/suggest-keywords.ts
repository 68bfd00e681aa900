import type { KeywordSuggestion, MatchAnalysis } from '@seeker/contract';

/** What the posting asks for that the resume does not show: for the user to add only if it is true of them. */
export function suggestKeywords(analysis: MatchAnalysis): KeywordSuggestion[] {
  const suggestions: KeywordSuggestion[] = [];
  for (const skill of analysis.skills) {
    if (skill.found !== 'missing') continue;
    suggestions.push({
      term: skill.skill,
      importance: skill.importance,
      advice:
        skill.importance === 'required'
          ? `The posting requires ${skill.skill}. If you have used it, say where and how in a bullet.`
          : `The posting lists ${skill.skill} as a plus. Mention it if you have real experience with it.`,
    });
  }
  for (const keyword of analysis.keywords) {
    if (keyword.found) continue;
    suggestions.push({
      term: keyword.term,
      importance: 'keyword',
      advice: `The posting keeps saying “${keyword.term}”. Use the word where it truly describes your work.`,
    });
  }
  return suggestions;
}
