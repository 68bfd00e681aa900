import type { CompanyResearch, ResearchClaim, StrategicAssessment } from '@seeker/contract';
import type { Llm } from '../../llm/create-llm';
import type { AssessmentPreferences } from './assessment-input';
import { llmAssessmentSchema, type LlmAssessment } from './assessment-schema';
import { researchFactList, type NumberedFact } from './research-fact-list';

const system = [
  'You assess an employer for a job seeker.',
  'Use ONLY the numbered facts given. Do not add anything you know from elsewhere: no numbers, names, events or reputation not in the facts.',
  'Every sentence cites the ids of the facts it rests on. If the facts say little, say little.',
  'Write plain, specific English; no marketing language.',
].join(' ');

/**
 * The assessment written by the LLM from the record's facts only. A claim citing no known fact is
 * dropped; if the summary or the recommendation has none left, the answer is refused (null) and the
 * caller falls back to the rules.
 */
export async function assessWithLlm(
  llm: Llm,
  record: CompanyResearch,
  preferences: AssessmentPreferences,
  { now, signal }: { now: Date; signal?: AbortSignal },
): Promise<StrategicAssessment | null> {
  const facts = researchFactList(record, preferences, now);
  if (facts.length === 0) return null;
  const answer = await llm.generate({
    schema: llmAssessmentSchema,
    system,
    prompt: `Company: ${record.companyOverview.name}\n\nFacts:\n${facts.map((fact) => `${fact.id}. ${fact.text}`).join('\n')}`,
    ...(signal ? { signal } : {}),
  });
  return checkedAssessment(answer, facts);
}

export function checkedAssessment(answer: LlmAssessment, facts: NumberedFact[]): StrategicAssessment | null {
  const byId = new Map(facts.map((fact) => [fact.id, fact]));
  const cited = (claim: LlmAssessment['summary']): ResearchClaim | null => {
    const sources = [...new Set(claim.facts.map((id) => byId.get(id.trim())?.source).filter((source) => source !== undefined))];
    const text = claim.text.replace(/\s+/g, ' ').trim();
    return sources.length > 0 && text !== '' ? { text, sources } : null;
  };
  const summary = cited(answer.summary);
  const recommendation = cited(answer.recommendation);
  if (!summary || !recommendation) return null;
  const keep = (claims: LlmAssessment['strengths']) => claims.map(cited).filter((claim): claim is ResearchClaim => claim !== null);
  return { summary, strengths: keep(answer.strengths), concerns: keep(answer.concerns), recommendation, author: 'llm' };
}
