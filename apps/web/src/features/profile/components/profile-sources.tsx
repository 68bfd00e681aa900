import { FileInput, FileUp } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { FileButton } from '@/components/ui/file-button';
import { checkResumePath } from '@/features/resumes';
import type { FilledNote, ProfileFormState } from '../hooks/use-profile-form';

/** Edit mode's two ways to fill the draft: from the primary resume, or from a JSON Resume file. */
export function ProfileSources({ form }: { form: ProfileFormState }) {
  const { filling, fillError, filledNote, importNote } = form;
  return (
    <div className="grid gap-2 rounded-lg border border-dashed border-border p-3">
      <Button variant="outline" className="justify-self-start" onClick={form.fill} disabled={filling}>
        <FileInput aria-hidden="true" />
        {filling ? 'Reading your resume…' : 'Fill from my resume'}
      </Button>
      <p className="text-xs text-muted-foreground">
        Adds the skills, jobs and schools your primary resume states. Nothing is saved until you choose Save Changes.
      </p>
      {fillError && (
        <p role="alert" className="text-sm text-destructive">
          {fillError}
        </p>
      )}
      {filledNote && <FilledNoteView note={filledNote} />}
      <FileButton variant="outline" className="justify-self-start" accept="application/json,.json" onFile={(file) => void form.importFile(file)}>
        <FileUp aria-hidden="true" />
        Import JSON Resume
      </FileButton>
      <p className="text-xs text-muted-foreground">
        Replaces each field the file has (jsonresume.org format, up to 1 MB); the rest stay as they are.
      </p>
      {importNote && (
        <div role={importNote.kind} className={importNote.kind === 'alert' ? 'text-sm text-destructive' : 'grid gap-1 text-sm'}>
          {importNote.lines.map((line, index) => (
            // Two skipped entries can read the same.
            <p key={index}>{line}</p>
          ))}
        </div>
      )}
    </div>
  );
}

/** What "Fill from my resume" did: what it added, what those entries still lack, and what it left out and why. */
function FilledNoteView({ note }: { note: FilledNote }) {
  return (
    <div role="status" className="grid gap-2 text-sm">
      <p>{note.summary}</p>
      {note.incomplete.length > 0 && (
        <div className="grid gap-1">
          <p className="font-medium">Kept as you confirmed them; complete these before saving:</p>
          <ul className="list-disc pl-5">
            {note.incomplete.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        </div>
      )}
      {note.leftOut.length > 0 && (
        <div className="grid gap-1 text-amber-800 dark:text-amber-200">
          <p className="font-medium">Not filled from your resume:</p>
          <ul className="list-disc pl-5">
            {note.leftOut.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
          {note.checkResumeId && (
            <p>
              <Link to={checkResumePath(note.checkResumeId)} className="font-medium text-foreground underline">
                Check what Seeker read
              </Link>{' '}
              to add what it missed: the profile is filled from the fields you confirm.
            </p>
          )}
        </div>
      )}
    </div>
  );
}
