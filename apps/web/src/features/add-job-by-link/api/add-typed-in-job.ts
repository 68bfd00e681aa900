import { addJobByLinkResponseSchema, type JobDraft, type SavedJobByLink } from '@seeker/contract';
import { apiFetch } from '@/lib/api-client';

/** The saved member of the answer only: a typed-in job is saved or refused, never a draft again. */
const savedJobSchema = {
  parse(data: unknown): SavedJobByLink {
    const answer = addJobByLinkResponseSchema.parse(data);
    if (answer.outcome !== 'saved') throw new Error('Expected the saved job');
    return answer;
  },
};

/** POST a job as the user finished it in the form; the answer is the job as saved, and whether it was new to the user. */
export function addTypedInJob(draft: JobDraft): Promise<SavedJobByLink> {
  return apiFetch('/api/jobs/typed-in', { method: 'POST', body: draft, schema: savedJobSchema });
}
