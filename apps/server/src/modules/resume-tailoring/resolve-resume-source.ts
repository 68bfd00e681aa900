import { tailoringMessages, type TailorResumeRequest } from '@seeker/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { SessionUser } from '../auth/authorize';
import { findOwnedResume } from '../resumes/find-owned-resume';

export type ResumeSource = { text: string; resumeId: string | null; title: string };

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
    return { text: row.text, resumeId: row.id, title: row.title };
  }
  const text = context.resume_text?.trim() ?? '';
  if (text === '') throw new AppError('BAD_REQUEST', tailoringMessages.hintResume);
  return { text, resumeId: null, title: 'Typed resume' };
}

// "Resume:" / "Job description:" labels a client may put around the two texts in `message`.
const resumeLabel = /^\s*(?:my\s+)?(?:resume|cv|curriculum vitae)(?:\s+text)?\s*:\s*/i;
const postingLabel = /\n\s*(?:the\s+)?(?:job\s+description|job\s+posting|posting|job)\s*:\s*$/i;
const minimumResumeChars = 150;

/**
 * Spec part 2 section 7's request shape: `message` carries "the resume url or resume text and the job
 * description". Used only when the context names no resume. A link to one of the caller's resumes is
 * taken as `resume_url`; otherwise the message less the posting (and their labels) is the resume's text,
 * when enough of it is left to be one.
 */
export function resumeFromMessage(message: string, jobDescription: string): ResumeChoice {
  const link = /\S*\/api\/resumes\/[A-Za-z0-9_-]{1,64}\/file\S*/.exec(message);
  if (link) return { resume_url: link[0] };
  const posting = jobDescription.trim();
  const rest = (posting !== '' && message.includes(posting) ? message.replace(posting, '\n') : message).trim().replace(postingLabel, '').replace(resumeLabel, '').trim();
  return rest.replace(/\s+/g, '').length >= minimumResumeChars ? { resume_text: rest } : {};
}
