import { installedKnowledge } from '../../taxonomy/installed-knowledge';
import type { OccupationKnowledge } from '../../taxonomy/occupation-knowledge';
import { documentRunMessages } from '@seeker/contract';
import { writeCoverLetter, type Llm } from '@seeker/agents';
import type { Db } from '../../db/client';
import { coverLetters } from '../../db/schema';
import { recordTimelineEvents } from '../application-timeline';
import { AppError } from '../../lib/app-error';
import { toCoverLetter } from './to-cover-letter';
import { recordAgentRun, createRunProgress } from '../agent-runs';
import type { SessionUser } from '../auth';
import { refuseUntilChecked } from './check-first';
import { refusingUntrustedParse } from './refusing-untrusted-parse';
import { resolveResumeSource } from './resolve-resume-source';
import { findOwnedJob } from '../saved-jobs';

type Input = { resumeId?: string | undefined; resumeText?: string | undefined };

/**
 * Writes the cover letter for one saved job from the chosen resume and the job's own posting (read
 * from the job, not from the client), and keeps it as the job's letter. Counts as an agent run.
 */
export async function writeJobCoverLetter(
  deps: { db: Db; llm?: Llm; occupations?: OccupationKnowledge },
  user: SessionUser,
  jobId: string,
  input: Input,
  now = new Date(),
) {
  const job = await findOwnedJob(deps.db, user.id, jobId, { lock: false });
  const {
    text: resumeText,
    resumeId,
    confirmed,
    layout,
    unchecked,
  } = await resolveResumeSource(deps.db, user, { resume_id: input.resumeId, resume_text: input.resumeText });
  const runId = await recordAgentRun(
    deps.db,
    user.id,
    {
      message: documentRunMessages.writeCoverLetter,
      context: { user_id: user.id, is_anonymous: user.isAnonymous, source: 'cover-letter' },
      session_id: `cover-letter-${now.getTime()}`,
    },
    now,
  );
  const progress = createRunProgress(deps.db, runId);
  try {
    const knowledge = await installedKnowledge(deps.occupations);
    const letter = await refusingUntrustedParse(() =>
      writeCoverLetter({
        resumeText,
        confirmed,
        ...(layout ? { layout } : {}),
        jobDescription: job.description,
        jobTitle: job.title,
        company: job.company,
        llm: deps.llm,
        knowledge,
        now,
        // A saved resume read with no roles or too unsure waits for its owner's check, as tailoring does (issue 68).
        ...(unchecked ? { onUnchecked: () => refuseUntilChecked(unchecked) } : {}),
      }),
    );
    const values = {
      userId: user.id,
      jobId: job.id,
      text: letter.text,
      engine: letter.engine,
      notes: letter.notes,
      resumeId,
      createdAt: now,
      updatedAt: now,
    };
    const row = await deps.db.transaction(async (tx) => {
      const [written] = await tx
        .insert(coverLetters)
        .values(values)
        .onConflictDoUpdate({
          target: [coverLetters.userId, coverLetters.jobId],
          set: { text: values.text, engine: values.engine, notes: values.notes, resumeId, updatedAt: now },
        })
        .returning();
      await recordTimelineEvents(tx, user.id, job.id, [{ kind: 'cover-letter-written' }], now);
      return written;
    });
    await progress.finish({ status: 'done' });
    return toCoverLetter(row!);
  } catch (error) {
    await progress.finish({ status: 'failed', error: error instanceof AppError ? error.message : 'The cover letter could not be written' });
    throw error;
  }
}
