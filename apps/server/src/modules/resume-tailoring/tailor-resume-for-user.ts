import { installedKnowledge } from '../../taxonomy/installed-knowledge';
import type { OccupationKnowledge } from '../../taxonomy/occupation-knowledge';
import { tailorResume, type Llm } from '@seeker/agents';
import { refusingUntrustedParse } from './refusing-untrusted-parse';
import { documentRunMessages, tailoringMessages, type TailorResumeRequest, type TailorResumeResponse } from '@seeker/contract';
import type { Db } from '../../db/client';
import type { DocumentRenderer } from '../../rendering/document-renderer';
import { AppError } from '../../lib/app-error';
import type { FileStore } from '../../storage/file-store';
import { createSignedUrl } from '../../storage/signed-file-url';
import { refuseUntilChecked } from './check-first';
import { resolveResumeSource, resumeFromMessage } from './resolve-resume-source';
import { storeTailoredResume } from './store-tailored-resume';
import { toTailoringRecord } from './to-tailoring-record';
import { recordAgentRun, createRunProgress } from '../agent-runs';
import { assertOwner, type SessionUser } from '../auth';
import { findOwnedJob } from '../saved-jobs';

export type TailoringDeps = {
  db: Db;
  files: FileStore;
  renderer: DocumentRenderer;
  llm?: Llm;
  signingSecret: string;
  signedUrlTtlSeconds: number;
  /** ESCO and O*NET, where installed: the posting's requirements and the match read its skills. */
  occupations?: OccupationKnowledge;
};

/**
 * POST /api/agents/tailor-resume: the caller's resume tailored to the posting, rendered, stored and
 * kept as the job's tailoring record; each stage published to the run (`run_id`) as it happens.
 */
export async function tailorResumeForUser(deps: TailoringDeps, user: SessionUser, request: TailorResumeRequest): Promise<TailorResumeResponse> {
  const { context } = request;
  assertOwner(user, context.user_id);
  if (context.firebase_uid !== undefined) assertOwner(user, context.firebase_uid);
  const job = context.job_id ? await findOwnedJob(deps.db, user.id, context.job_id, { lock: false }) : null;
  const named = context.resume_id || context.resume_url || context.resume_storage_url || context.resume_text?.trim();
  const source = await resolveResumeSource(deps.db, user, named ? context : resumeFromMessage(request.message, context.job_description));
  const { unchecked } = source;
  const runId = await recordAgentRun(
    deps.db,
    user.id,
    {
      message: documentRunMessages.tailorResume,
      context: { user_id: user.id, is_anonymous: user.isAnonymous, source: 'tailor-resume' },
      session_id: request.session_id,
    },
    new Date(),
    request.run_id,
  );
  const progress = createRunProgress(deps.db, runId);
  progress.emit({ stage: 'started', message: source.resumeId ? `Tailoring ${source.title}` : 'Tailoring your resume' });
  try {
    const jobTitle = context.job_title || job?.title || '';
    const company = context.job_company || job?.company || '';
    const knowledge = await installedKnowledge(deps.occupations);
    const result = await refusingUntrustedParse(() =>
      tailorResume({
        resumeText: source.text,
        confirmed: source.confirmed,
        ...(source.layout ? { layout: source.layout } : {}),
        jobDescription: context.job_description,
        jobTitle,
        company,
        llm: deps.llm,
        knowledge,
        // Issue 68: a saved resume read with no roles or many unsure fields waits for its owner's check.
        ...(unchecked ? { onUnchecked: () => refuseUntilChecked(unchecked) } : {}),
        onStage: (stage, message) => progress.emit({ stage, message }),
      }),
    );
    const stored = await storeTailoredResume(
      deps,
      { userId: user.id, jobId: job?.id ?? null, jobTitle, company, originalResumeId: source.resumeId },
      result,
    );
    progress.emit({ stage: 'rendered', message: 'Made the PDF and the DOCX' });
    progress.emit({ stage: 'saved', message: 'Saved to your resumes' });
    await progress.finish({ status: 'done' });
    const record = toTailoringRecord(stored.tailoring, stored.resume);
    const signed = createSignedUrl(deps.signingSecret, stored.resume.id, deps.signedUrlTtlSeconds);
    return {
      content: {
        resume_text: result.text,
        public_url: record.pdfUrl,
        signed_url: signed.url,
        signed_url_expires_at: signed.expiresAt,
        filename: record.filename,
        status: 'success',
      },
      tailoring: record,
    };
  } catch (error) {
    // The run's error is read by the user: our own messages, never a database or file-store internal.
    await progress.finish({ status: 'failed', error: error instanceof AppError ? error.message : tailoringMessages.error });
    throw error;
  }
}
