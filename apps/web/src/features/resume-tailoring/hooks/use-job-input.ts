import type { SavedJob } from '@seeker/contract';
import { useState } from 'react';
import { sampleJob } from '../lib/samples';

export type JobInput = { jobId: string | null; title: string; company: string; description: string; sample: boolean };

const empty: JobInput = { jobId: null, title: '', company: '', description: '', sample: false };

/** The posting to tailor for: a saved job (its id kept, so the result is kept as its tailoring), the sample, or typed. */
export function useJobInput() {
  const [job, setJob] = useState<JobInput>(empty);
  return {
    job,
    ready: job.description.trim() !== '',
    pickSaved: (listing: SavedJob) =>
      setJob({ jobId: listing.id, title: listing.title, company: listing.company, description: listing.description, sample: false }),
    pickSample: () => setJob({ jobId: null, ...sampleJob, sample: true }),
    edit: (change: Partial<Omit<JobInput, 'jobId' | 'sample'>>) => setJob((current) => ({ ...current, ...change, sample: false })),
    clear: () => setJob(empty),
  };
}
