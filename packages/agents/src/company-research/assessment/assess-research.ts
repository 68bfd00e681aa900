import type { CompanyResearch, StrategicAssessment } from '@seeker/contract';
import type { Llm } from '../../llm/create-llm';
import { LlmError } from '../../llm/llm-error';
import { assessByRules } from './assess-by-rules';
import type { AssessmentPreferences } from './assessment-input';
import { assessWithLlm } from './assess-with-llm';

export type AssessOutcome = { assessment: StrategicAssessment; /** Why the LLM's answer was not used, when it was asked. */ llmProblem?: string };

/** The LLM's assessment when one is configured and answers within the facts; the rules' otherwise. */
export async function assessResearch(
  record: CompanyResearch,
  preferences: AssessmentPreferences,
  { llm, now, signal }: { llm?: Llm | undefined; now: Date; signal?: AbortSignal },
): Promise<AssessOutcome> {
  const rules = () => assessByRules(record, preferences, now);
  if (!llm) return { assessment: rules() };
  try {
    const written = await assessWithLlm(llm, record, preferences, { now, ...(signal ? { signal } : {}) });
    return written
      ? { assessment: written }
      : { assessment: rules(), llmProblem: 'The AI summary cited no facts, so the summary is written from the facts by rules.' };
  } catch (error) {
    const reason = error instanceof LlmError ? `The AI ${error.message}` : 'The AI summary failed';
    return { assessment: rules(), llmProblem: `${reason}; the summary is written from the facts by rules.` };
  }
}
