import { tailoringMessages } from '@seeker/contract';
import { Download, PenLine, Save } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { useCoverLetter } from '../api/get-cover-letter';
import { useSaveCoverLetter } from '../api/save-cover-letter';
import { useWriteCoverLetter } from '../api/write-cover-letter';

type CoverLetterTabProps = {
  jobId: string | null;
  jobTitle: string;
  /** The resume chosen on the Resume tab: a saved one, or typed text. */
  resume: { resumeId?: string; resumeText?: string } | null;
};

/** Issue 10 item 5: a letter for one saved job, from the resume's and the posting's facts; editable, saved, downloadable. */
export function CoverLetterTab({ jobId, jobTitle, resume }: CoverLetterTabProps) {
  const textId = useId();
  const letter = useCoverLetter(jobId ?? undefined);
  const write = useWriteCoverLetter();
  const save = useSaveCoverLetter();
  const [draft, setDraft] = useState<string | null>(null);
  const saved = letter.data?.text ?? '';
  const text = draft ?? saved;
  const dirty = draft !== null && draft !== saved;

  // A new letter written (or another job's loaded) replaces the draft.
  const letterKey = `${jobId}:${letter.data?.updatedAt ?? ''}`;
  const [draftOf, setDraftOf] = useState(letterKey);
  if (draftOf !== letterKey) {
    setDraftOf(letterKey);
    setDraft(null);
  }

  if (!jobId) {
    return (
      <p className="rounded-md border p-6 text-center text-muted-foreground">
        Pick one of your saved jobs (Saved Jobs on the Resume tab) to write a cover letter for it.
      </p>
    );
  }
  const error = write.error ?? save.error ?? letter.error;
  return (
    <section aria-labelledby="cover-letter-heading" className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="cover-letter-heading" className="text-xl font-semibold">
          Cover letter for {jobTitle || 'this job'}
        </h2>
        <Button onClick={() => resume && write.mutate({ jobId, ...resume })} disabled={!resume || write.isPending}>
          {write.isPending ? <Spinner label="Writing" className="size-4" /> : <PenLine aria-hidden="true" />}
          {letter.data ? 'Write a New Cover Letter' : 'Write Cover Letter'}
        </Button>
      </div>
      {!resume && <p className="text-sm text-muted-foreground">{tailoringMessages.hintResume} on the Resume tab.</p>}
      {letter.isPending ? (
        <Spinner label="Loading the cover letter" className="size-6" />
      ) : letter.data ? (
        <>
          <p className="text-sm text-muted-foreground">
            {letter.data.engine === 'llm'
              ? 'Written with your configured LLM, checked against your resume.'
              : 'Written from your resume and the posting only.'}
          </p>
          {letter.data.notes.map((note) => (
            <p key={note} className="text-sm text-amber-800 dark:text-amber-200">
              {note}
            </p>
          ))}
          <div className="grid gap-1.5">
            <Label htmlFor={textId}>Your letter (edit it as you like)</Label>
            <textarea
              id={textId}
              value={text}
              onChange={(event) => setDraft(event.target.value)}
              rows={20}
              className="min-h-96 w-full rounded-md border border-input bg-background px-3 py-2 font-serif text-sm leading-relaxed"
            />
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <Button onClick={() => save.mutate({ jobId, text })} disabled={!dirty || save.isPending || text.trim() === ''}>
              <Save aria-hidden="true" />
              {save.isPending ? 'Saving…' : 'Save'}
            </Button>
            <span className="text-sm text-muted-foreground" role="status">
              {dirty ? 'Unsaved changes' : 'Saved'}
            </span>
            <Button asChild variant="outline" className="sm:ml-auto">
              <a href={`/api/jobs/${encodeURIComponent(jobId)}/cover-letter/file?format=pdf`} aria-disabled={dirty} target="_blank" rel="noreferrer">
                <Download aria-hidden="true" />
                Download PDF
              </a>
            </Button>
            <Button asChild variant="outline">
              <a href={`/api/jobs/${encodeURIComponent(jobId)}/cover-letter/file?format=docx`} download>
                <Download aria-hidden="true" />
                Download DOCX
              </a>
            </Button>
          </div>
          {dirty && <p className="text-xs text-muted-foreground">Downloads hold the saved letter: save your edits first.</p>}
        </>
      ) : (
        <p className="rounded-md border p-6 text-center text-muted-foreground">No cover letter for this job yet.</p>
      )}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {getErrorMessage(error)}
        </p>
      )}
    </section>
  );
}
