import type { Resume } from '@seeker/contract';
import { useState } from 'react';
import { sampleResume } from '../lib/samples';

/** Spec part 2 section 4 "Resume input method". */
export type InputMethod = 'manual' | 'saved' | 'upload';

export type ResumeInput = {
  method: InputMethod;
  /** The typed (or sample) text; empty unless the method is manual. */
  text: string;
  /** The chosen saved (or just uploaded) resume. */
  resumeId: string | null;
  /** The sample resume is in the text area, unchanged. */
  sample: boolean;
};

/**
 * Manual, saved or upload, with the spec's moves: choosing a saved resume switches to saved, an upload
 * to upload, "Switch to manual input" clears and returns to manual; on load the first original resume
 * is chosen if nothing is.
 */
const typedNothing: ResumeInput = { method: 'manual', text: '', resumeId: null, sample: false };

export function useResumeInput(resumes: Resume[] | undefined) {
  // Until the user picks or types anything, the first original resume is the choice (spec: on load).
  const [picked, setPicked] = useState<ResumeInput | null>(null);
  const firstOriginal = resumes?.find((resume) => resume.type === 'original');
  let input = picked ?? (firstOriginal ? { method: 'saved' as const, text: '', resumeId: firstOriginal.id, sample: false } : typedNothing);
  const chosen = resumes?.find((resume) => resume.id === input.resumeId);
  // A resume deleted (here or in another tab) is no longer chosen.
  if (resumes && input.resumeId !== null && !chosen) input = typedNothing;

  return {
    input,
    chosen,
    /** A resume to tailor: typed text, or a saved resume with readable text. */
    ready: input.method === 'manual' ? input.text.trim() !== '' : chosen?.hasText === true,
    type: (text: string) => setPicked({ method: 'manual', text, resumeId: null, sample: false }),
    choose: (resumeId: string) => setPicked({ method: 'saved', text: '', resumeId, sample: false }),
    uploaded: (resumeId: string) => setPicked({ method: 'upload', text: '', resumeId, sample: false }),
    loadSample: () => setPicked({ method: 'manual', text: sampleResume, resumeId: null, sample: true }),
    switchToManual: () => setPicked(typedNothing),
  };
}
