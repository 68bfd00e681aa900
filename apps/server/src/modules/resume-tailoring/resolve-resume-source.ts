import { tailoringMessages, type ParsedResume, type TailorResumeRequest } from '@seeker/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { SessionUser } from '../auth';
import { confirmedStructureOf, findOwnedResume } from '../resumes';
import type { LayoutLine } from '@seeker/agents/documents';
import type { UncheckedResume } from './check-first';

/**
 * `confirmed`: the fields the resume's owner checked and confirmed, read instead of the text (full tailoring).
 * `unchecked`: a saved resume (not a tailored one) whose owner has not checked it yet, to read as the check step does.
 */
export type ResumeSource = {
  text: string;
  resumeId: string | null;
  title: string;
  confirmed?: ParsedResume;
  unchecked?: UncheckedResume;
  /** The saved file's layout (decision 0043), read with the text as the check step reads it. */
  layout?: LayoutLine[];
};

/** The fields of a request that name a resume (the tailoring context; a cover letter sends `resume_id` or `resume_text`). */
export type ResumeChoice = Partial<Pick<TailorResumeRequest['context'], 'resume_id' | 'resume_url' | 'resume_storage_url' | 'resume_text'>>;

const ownResumeLink = /\/api\/resumes\/([A-Za-z0-9_-]{1,64})\/file(?:[?#]|$)/;

/**
 * The resume to tailor, first found: `resume_id`, a Seeker link to one of the caller's resumes in
 * `resume_url` / `resume_storage_url`, `resume_text`. A link holding the literal `user_id` (the old
 * backend's unsubstituted template, spec part 2 section 5) counts as no link; any other link is refused:
 * the server never fetches a URL a client names.
 */
export async function resolveResumeSource(db: Db, user: SessionUser, context: ResumeChoice): Promise<ResumeSource> {
  let resumeId = context.resume_id;
  for (const link of [context.resume_url, context.resume_storage_url]) {
    if (resumeId || !link || link.includes('user_id')) continue;
    const match = ownResumeLink.exec(link);
    if (!match) throw new AppError('BAD_REQUEST', 'resume_url must be a link to one of your Seeker resumes (…/api/resumes/{id}/file)');
    resumeId = match[1];
  }
  if (resumeId) {
    const row = await findOwnedResume(db, user, resumeId);
    if (!row.hasText) throw new AppError('DOCUMENT_LIMIT', tailoringMessages.noResumeText);
    const confirmed = confirmedStructureOf(row);
    return {
      text: row.text,
      resumeId: row.id,
      title: row.title,
      ...(row.layout ? { layout: row.layout } : {}),
      ...(confirmed ? { confirmed } : row.type === 'original' ? { unchecked: row } : {}),
    };
  }
  const text = context.resume_text?.trim() ?? '';
  if (text === '') throw new AppError('BAD_REQUEST', tailoringMessages.hintResume);
  return { text, resumeId: null, title: 'Typed resume' };
}

// "Resume:" / "Job description:" labels a client may put around the two texts in `message`.
const resumeLabel = /^\s*(?:my\s+)?(?:resume|cv|curriculum vitae)(?:\s+text)?\s*:\s*/i;
const postingLabel = /^\s*(?:the\s+)?(?:job\s+description|job\s+posting|posting|job\s+ad|job)\s*:\s*$/im;
const minimumResumeChars = 150;
const normalized = (line: string) => line.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * Spec part 2 section 7's request shape: `message` carries "the resume url or resume text and the job
 * description". Used only when the context names no resume. A link to one of the caller's resumes is
 * taken as `resume_url`. Otherwise the resume is what the message holds besides the posting: the text
 * before a "Job description:" label, less every line of `job_description` (compared without spacing or
 * line endings, so a re-wrapped or CRLF copy is still taken out). Too little left is no resume.
 */
export function resumeFromMessage(message: string, jobDescription: string): ResumeChoice {
  // The link up to its id ("…/file." at a sentence's end, "…/file?user_id=…" from the old backend's template).
  const link = /\S*\/api\/resumes\/[A-Za-z0-9_-]{1,64}\/file/.exec(message);
  if (link) return { resume_url: link[0] };
  const labelled = postingLabel.exec(message);
  const beforePosting = labelled ? message.slice(0, labelled.index) : message;
  const postingLines = new Set(
    jobDescription
      .split(/\r?\n/)
      .map(normalized)
      .filter((line) => line.length > 0),
  );
  const postingWords = normalized(jobDescription).replace(/[^\p{L}\p{N}]+/gu, '');
  const rest = beforePosting
    .split(/\r?\n/)
    .filter((line) => !postingLines.has(normalized(line)))
    .join('\n')
    .trim()
    .replace(resumeLabel, '')
    .trim();
  // What is left must not be the posting itself, however it was wrapped.
  const restWords = normalized(rest).replace(/[^\p{L}\p{N}]+/gu, '');
  if (restWords.length < minimumResumeChars || (postingWords.length > 0 && postingWords.includes(restWords))) return {};
  return { resume_text: rest };
}
