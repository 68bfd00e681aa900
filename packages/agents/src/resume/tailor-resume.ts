import type { TailoredResume } from '@seeker/contract';
import { describeLlmFailure } from '../llm/llm-error';
import { analyzeMatch } from './analyze-match';
import { checkLlmRewrite } from './check-llm-rewrite';
import { parseResume } from './parse-resume';
import { readJobPosting } from './read-job-posting';
import type { ResumeRequest } from './resume-request';
import { resumeToText } from './resume-text';
import { suggestKeywords } from './suggest-keywords';
import { tailorDeterministic } from './tailor-deterministic';
import { tailorPrompt, tailorSystemPrompt } from './tailor-prompt';
import { llmRewriteSchema } from './tailor-schema';

export type TailoringStage = 'parsed' | 'analyzed' | 'tailored' | 'checked';

export type TailorRequest = ResumeRequest & {
  onStage?: (stage: TailoringStage, message: string) => void | Promise<void>;
};

/** Parse → analyse → tailor (→ LLM rewrite, checked) → analyse again. */
export async function tailorResume(request: TailorRequest): Promise<TailoredResume> {
  const now = request.now ?? new Date();
  const stage = async (name: TailoringStage, message: string) => request.onStage?.(name, message);
  const original = parseResume(request.resumeText);
  await stage('parsed', `Read ${original.experience.length} roles and ${original.skills.length} listed skills`);
  const posting = readJobPosting(request.jobDescription, request.jobTitle ?? '', request.company ?? '');
  const before = analyzeMatch(original, posting);
  await stage('analyzed', `Match before tailoring: ${before.score}`);

  const rule = tailorDeterministic(original, posting, now);
  let resume = rule.resume;
  let engine: TailoredResume['engine'] = 'deterministic';
  const notes: string[] = [];
  if (request.llm) {
    try {
      const rewrite = await request.llm.generate({ schema: llmRewriteSchema, system: tailorSystemPrompt, prompt: tailorPrompt(original, posting, request.jobDescription), signal: request.signal });
      const checked = checkLlmRewrite(original, rule.resume, rewrite, request.company ?? '');
      resume = checked.resume;
      notes.push(...checked.notes);
      if (checked.usedLlm) engine = 'llm';
      await stage('checked', checked.notes.length === 0 ? 'Checked the LLM rewrite against your resume' : `Checked the LLM rewrite: ${checked.notes.length} parts kept rule-based`);
    } catch (error) {
      if (request.signal?.aborted) throw error;
      notes.push(`The LLM could not be used (${describeLlmFailure(error)}); this is the rule-based rewrite.`);
    }
  }
  await stage('tailored', engine === 'llm' ? 'Rewrote your resume with the LLM' : 'Rewrote your resume');
  const after = analyzeMatch(resume, posting);
  const changes = engine === 'llm' ? describeLlmChanges(original, resume, rule.changes) : rule.changes;
  return { resume, text: resumeToText(resume), before, after, changes, suggestions: suggestKeywords(after), engine, notes };
}

// An LLM rewrite's changes: the summary, skills and each role whose bullets it rewrote, before and after.
function describeLlmChanges(original: TailoredResume['resume'], resume: TailoredResume['resume'], ruleChanges: TailoredResume['changes']): TailoredResume['changes'] {
  const changes: TailoredResume['changes'] = [];
  if (resume.summary !== original.summary) changes.push({ section: 'summary', kind: 'rewritten', title: 'Summary aimed at this job', before: original.summary, after: resume.summary });
  if (resume.skills.join(', ') !== original.skills.join(', ')) changes.push({ section: 'skills', kind: 'reordered', title: 'Skills the job asks for listed first', before: original.skills.join(', '), after: resume.skills.join(', ') });
  resume.experience.forEach((entry, index) => {
    const before = original.experience[index]!.bullets.map((bullet) => `• ${bullet}`).join('\n');
    const after = entry.bullets.map((bullet) => `• ${bullet}`).join('\n');
    if (before === after) return;
    const where = entry.company || entry.role;
    const ruleChange = ruleChanges.find((change) => change.section === 'experience' && change.after === after);
    changes.push(ruleChange ?? { section: 'experience', kind: 'reworded', title: `Bullets rewritten at ${where}`, before, after });
  });
  return changes;
}
