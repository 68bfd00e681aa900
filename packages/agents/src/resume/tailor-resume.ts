import type { ParsedResume, TailoredResume, TailoringChange } from '@seeker/contract';
import { describeLlmFailure } from '../llm/llm-error';
import { analyzeMatch } from './analyze-match';
import { checkLlmRewrite } from './check-llm-rewrite';
import { gatherEvidence } from './fact-guard/evidence';
import { templateAllowance } from './fact-guard/template-allowance';
import { guardTailoredResume } from './fact-guard/guard-resume';
import { detectLanguage, writingLanguage, type WritingLanguage } from './language';
import { parseResume } from './parse-resume';
import { assertTrustworthyParse } from './parse-quality';
import { keepPersonalDataInContact } from './personal-data';
import { readJobPosting, type JobPosting } from './read-job-posting';
import { readPostingWithLlm } from './read-posting-with-llm';
import type { ResumeRequest } from './resume-request';
import { resumeToText } from './resume-text';
import { suggestKeywords } from './suggest-keywords';
import { tailorDeterministic, type Rewrite } from './tailor-deterministic';
import { tailorPrompt, tailorSystemPrompt } from './tailor-prompt';
import { llmRewriteSchema } from './tailor-schema';
import { holdToWritten, uncheckedEvidence, type ReadFrom } from './unchecked-resume';

export type TailoringStage = 'parsed' | 'analyzed' | 'tailored' | 'checked';

export type TailorRequest = ResumeRequest & {
  onStage?: (stage: TailoringStage, message: string) => void | Promise<void>;
  /**
   * Called when the resume is to be tailored from the reader's structure, unchecked (once that reading is
   * found trustworthy, before anything is written from it): a caller that refuses a reading its owner must
   * check first (issue 68) throws here.
   */
  onUnchecked?: () => void | Promise<void>;
  /** The language the person picked for the summary; no route offers a pick yet, so the rule in writingLanguage decides. */
  language?: WritingLanguage;
};

/**
 * Parse (and refuse a parse that cannot be trusted) → analyse → tailor (→ LLM rewrite, checked) →
 * hold every part to the resume's facts → analyse again.
 */
export async function tailorResume(request: TailorRequest): Promise<TailoredResume> {
  const now = request.now ?? new Date();
  // Each stage lets the event loop turn before the next: a 17-page resume's reading, matching and rewriting take
  // seconds on a busy machine, and the server answers others between them.
  const stage = async (name: TailoringStage, message: string) => {
    await request.onStage?.(name, message);
    await letOthersRun();
  };
  const read = readResume(request);
  const { readFrom } = read;
  if (readFrom === 'unchecked') await request.onUnchecked?.();
  // A birth date or a home address read into a degree's details (a missed "Persönliche Daten" heading) is
  // moved to the contact block before anything is written from the structure, and kept there (below).
  const personal = keepPersonalDataInContact(read.original);
  const original = personal.resume;
  await stage('parsed', `Read ${original.experience.length} roles and ${original.skills.length} listed skills`);
  // The summary is written in the posting's language, else the resume's, else English: never a third.
  const postingLanguage = detectLanguage(request.jobDescription);
  const language = writingLanguage(postingLanguage, detectLanguage(request.resumeText), request.language);
  const notes: string[] = [...personal.notes];
  const posting = await readPosting({ ...request, knowledge: { ...request.knowledge, language: postingLanguage } }, notes);
  await letOthersRun();
  const before = analyzeMatch(original, posting, request.knowledge);
  await stage('analyzed', `Match before tailoring: ${before.score}`);

  const gathered = gatherEvidence(original, request.resumeText, now);
  const evidence = readFrom === 'unchecked' ? uncheckedEvidence(gathered) : gathered;
  const allowance = templateAllowance(language);
  await letOthersRun();
  const rule = tailorDeterministic(original, posting, now, language, readFrom);
  await letOthersRun();
  let draft = rule.resume;
  let engine: TailoredResume['engine'] = 'deterministic';
  if (request.llm) {
    try {
      const rewrite = await request.llm.generate({
        schema: llmRewriteSchema,
        system: tailorSystemPrompt,
        prompt: tailorPrompt(original, posting, request.jobDescription, language),
        signal: request.signal,
      });
      const checked = checkLlmRewrite(original, rule.resume, rewrite, evidence, allowance);
      draft = checked.resume;
      notes.push(...checked.notes);
      if (checked.usedLlm) engine = 'llm';
      await stage(
        'checked',
        checked.notes.length === 0
          ? 'Checked the LLM rewrite against your resume'
          : `Checked the LLM rewrite: ${checked.notes.length} parts kept rule-based`,
      );
    } catch (error) {
      if (request.signal?.aborted) throw error;
      notes.push(`The LLM could not be used (${describeLlmFailure(error)}); this is the rule-based rewrite.`);
    }
  }
  const guarded = guardTailoredResume(original, draft, evidence, allowance);
  notes.push(...guarded.notes);
  await letOthersRun();
  const held = readFrom === 'unchecked' ? holdToWritten(original, guarded.resume, rule.resume) : { resume: guarded.resume, notes: [] };
  notes.push(...held.notes);
  const kept = keepPersonalDataInContact(held.resume);
  notes.push(...kept.notes);
  const resume = kept.resume;
  await stage('tailored', engine === 'llm' ? 'Rewrote your resume with the LLM' : 'Rewrote your resume');
  const after = analyzeMatch(resume, posting, request.knowledge);
  const changes = describeChanges(original, resume, rule);
  return { resume, text: resumeToText(resume), before, after, changes, suggestions: suggestKeywords(after), engine, notes, readFrom };
}

/** One turn of the event loop: what waits (a health check, another request) runs before the next step. */
const letOthersRun = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The structure to tailor: the one its owner confirmed, or the reader's (refused when it cannot be
 * trusted at all), then tailored as unchecked.
 */
export function readResume(request: Pick<ResumeRequest, 'resumeText' | 'confirmed' | 'layout'>): { original: ParsedResume; readFrom: ReadFrom } {
  if (request.confirmed) return { original: request.confirmed, readFrom: 'confirmed' };
  // With the file's layout where it has one: what is tailored is what the check step showed.
  const original = parseResume(request.resumeText, request.layout);
  assertTrustworthyParse(original, request.resumeText);
  return { original, readFrom: 'unchecked' };
}

/** The posting as the rules read it, and as the LLM reads it when one is configured (its phrases checked against the posting). */
async function readPosting(request: TailorRequest, notes: string[]): Promise<JobPosting> {
  const [title, company] = [request.jobTitle ?? '', request.company ?? ''];
  if (!request.llm) return readJobPosting(request.jobDescription, title, company, request.knowledge);
  try {
    const read = await readPostingWithLlm(request.llm, request.jobDescription, title, company, request.signal, request.knowledge);
    notes.push(...read.notes);
    return read.posting;
  } catch (error) {
    if (request.signal?.aborted) throw error;
    notes.push(`The LLM could not read the posting (${describeLlmFailure(error)}); its requirements were read by rules.`);
    return readJobPosting(request.jobDescription, title, company, request.knowledge);
  }
}

// The changes as they stand after the guard: the rule-based ones where its rewrite stands, and for any
// other difference (an LLM's rewrite) the summary, skills and each role's bullets, before and after.
function describeChanges(original: ParsedResume, resume: ParsedResume, rule: Rewrite): TailoringChange[] {
  const changes: TailoringChange[] = [];
  if (resume.summary !== original.summary)
    changes.push({ section: 'summary', kind: 'rewritten', title: 'Summary aimed at this job', before: original.summary, after: resume.summary });
  const skillsBefore = original.skills.join(', ');
  const skillsAfter = resume.skills.join(', ');
  if (skillsAfter !== skillsBefore) {
    const ruleChange = rule.resume.skills.join(', ') === skillsAfter ? rule.changes.find((change) => change.section === 'skills') : undefined;
    changes.push(
      ruleChange ?? { section: 'skills', kind: 'reordered', title: 'Skills the job asks for listed first', before: skillsBefore, after: skillsAfter },
    );
  }
  resume.experience.forEach((entry, index) => {
    const before = original.experience[index]!.bullets.map((bullet) => `• ${bullet}`).join('\n');
    const after = entry.bullets.map((bullet) => `• ${bullet}`).join('\n');
    if (before === after) return;
    const where = entry.company || entry.role;
    const byRule = rule.resume.experience[index]!.bullets.join('\n') === entry.bullets.join('\n');
    const ruleChanges = byRule ? rule.changes.filter((change) => change.section === 'experience' && change.title.includes(` at ${where}`)) : [];
    changes.push(
      ...(ruleChanges.length > 0
        ? ruleChanges
        : [{ section: 'experience' as const, kind: 'reworded' as const, title: `Bullets rewritten at ${where}`, before, after }]),
    );
  });
  return changes;
}
