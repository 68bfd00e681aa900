import { applicationLimits, applicationMessages } from '@seeker/contract';
import { useCallback, useId } from 'react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { sendNotesOnLeave, useUpdateApplication } from '../api/update-application';
import { useNotesAutosave } from '../hooks/use-notes-autosave';
import type { NotesSaveState } from '../lib/notes-saver';

const stateText: Record<NotesSaveState, string> = {
  idle: '',
  saving: applicationMessages.notesSaving,
  saved: applicationMessages.notesSaved,
  failed: applicationMessages.notesFailed,
};

/** Free notes on the application, saved as they are typed (no Save button to forget). */
export function NotesEditor({ jobId, notes }: { jobId: string; notes: string }) {
  const id = useId();
  const { mutateAsync } = useUpdateApplication();
  const sendOnLeave = useCallback((text: string) => sendNotesOnLeave(jobId, text), [jobId]);
  const autosave = useNotesAutosave(notes, (text) => mutateAsync({ jobId, change: { notes: text } }), sendOnLeave);
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Notes</Label>
      <textarea
        id={id}
        value={autosave.text}
        maxLength={applicationLimits.notes}
        rows={8}
        aria-describedby={`${id}-state`}
        onChange={(event) => autosave.change(event.target.value)}
        onBlur={() => void autosave.flush()}
        placeholder="Who referred you, what the salary band is, what to ask in the next interview…"
        className={cn(
          'min-h-40 w-full rounded-md border border-input bg-background px-3 py-2 text-base text-foreground sm:text-sm',
          'placeholder:text-muted-foreground',
          'outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
        )}
      />
      <p
        id={`${id}-state`}
        role="status"
        className={cn('min-h-5 text-sm', autosave.state === 'failed' ? 'text-destructive' : 'text-muted-foreground')}
      >
        {stateText[autosave.state]}
      </p>
    </div>
  );
}
