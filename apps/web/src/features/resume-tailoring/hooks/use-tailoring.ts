import { tailoringMessages, type TailorResumeRequest } from '@seeker/contract';
import { useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { useRunProgress } from '../api/get-run-progress';
import { useTailorResume } from '../api/tailor-resume';

export type Tailorer = { id: string; isAnonymous: boolean; name: string; email: string };

/** Spec part 2 section 4 "Tailoring": idle → analyzing (with the run's stages) → the result, or the spec's error. */
export function useTailoring(user: Tailorer) {
  const mutation = useTailorResume();
  const [runId, setRunId] = useState<string | null>(null);
  const progress = useRunProgress(mutation.isPending ? runId : null);

  function tailor(input: {
    resume: { resume_id?: string; resume_text?: string };
    job: { jobId: string | null; title: string; company: string; description: string };
  }) {
    const nextRunId = crypto.randomUUID();
    setRunId(nextRunId);
    const request: TailorResumeRequest = {
      message: `Tailor my resume to the ${input.job.title || 'job'}${input.job.company ? ` at ${input.job.company}` : ''} posting`,
      context: {
        user_id: user.id,
        firebase_uid: user.id,
        is_anonymous: user.isAnonymous,
        task: 'resume_tailoring',
        user_name: user.name.slice(0, 200),
        user_email: user.email.slice(0, 320),
        timestamp: new Date().toISOString(),
        user_agent: navigator.userAgent.slice(0, 1000),
        require_authenticated_urls: true,
        ...input.resume,
        job_description: input.job.description,
        ...(input.job.title.trim() ? { job_title: input.job.title.trim() } : {}),
        ...(input.job.company.trim() ? { job_company: input.job.company.trim() } : {}),
        ...(input.job.jobId ? { job_id: input.job.jobId } : {}),
      },
      session_id: `resume-${Date.now()}`,
      run_id: nextRunId,
    };
    mutation.mutate(request);
  }

  return {
    tailor,
    analyzing: mutation.isPending,
    events: progress.data?.events ?? [],
    response: mutation.data ?? null,
    error: mutation.isError ? errorText(mutation.error) : null,
    /** The server read the resume but not reliably enough to tailor: the user should correct its text. */
    unreadable: mutation.isError && mutation.error instanceof ApiError && mutation.error.code === 'UNREADABLE_RESUME',
    /** Issue 68: the saved resume is not tailored until its owner checks what Seeker read (the error says why). */
    mustCheck: mutation.isError && isCheckFirst(mutation.error),
  };
}

const isCheckFirst = (error: unknown): error is ApiError => error instanceof ApiError && error.code === 'RESUME_NOT_CHECKED';

// The spec's sentence, and what the server said when it is something the user can act on (a limit, a resume
// without text); a resume to check first is no error to try again, so only why is said.
function errorText(error: unknown) {
  if (isCheckFirst(error)) return error.message;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.code !== 'UNKNOWN')
    return `${tailoringMessages.error} ${error.message}`;
  return tailoringMessages.error;
}
