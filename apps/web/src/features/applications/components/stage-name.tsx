import { stageLimits, stageMessages, type ApplicationStage } from '@seeker/contract';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

type StageNameProps = {
  stage: ApplicationStage;
  /** Saves the new name; `done` closes the field once it is saved (a refusal keeps it open). */
  onRename: (name: string, done: () => void) => void;
  /** The field closed, saved or not: what was said about it goes. */
  onEditEnd: () => void;
};

/** A stage's name, and "Rename" turning it into a field: Enter or Save keeps it, Escape or Cancel leaves it. */
export function StageName({ stage, onRename, onEditEnd }: StageNameProps) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(stage.name);
  const field = useRef<HTMLInputElement>(null);
  const renameButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  useEffect(() => {
    if (editing) {
      field.current?.focus();
      field.current?.select();
    } else if (returnFocus.current) renameButton.current?.focus();
    returnFocus.current = false;
  }, [editing]);

  const close = () => {
    returnFocus.current = true;
    setEditing(false);
    onEditEnd();
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim() === stage.name) return close();
    onRename(draft, close);
  };

  if (!editing)
    return (
      <div className="flex min-w-0 flex-1 basis-48 items-center justify-between gap-2">
        <span className="min-w-0 text-sm font-medium [overflow-wrap:anywhere]">{stage.name}</span>
        <Button
          ref={renameButton}
          variant="ghost"
          size="sm"
          onClick={() => {
            setDraft(stage.name);
            setEditing(true);
          }}
        >
          Rename <span className="sr-only">{stage.name}</span>
        </Button>
      </div>
    );
  return (
    <form onSubmit={save} className="flex min-w-0 flex-1 basis-full flex-wrap items-center gap-2">
      <Input
        ref={field}
        aria-label={`New name for ${stage.name}`}
        className="min-w-0 flex-1 basis-40"
        value={draft}
        maxLength={stageLimits.name}
        required
        aria-invalid={draft.trim() === '' || undefined}
        title={draft.trim() === '' ? stageMessages.emptyName : undefined}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          // Escape leaves the field, not the dialog around it (the dialog leaves a handled Escape alone).
          event.preventDefault();
          close();
        }}
      />
      <Button type="submit" size="sm">
        Save
      </Button>
      <Button type="button" variant="outline" size="sm" onClick={close}>
        Cancel
      </Button>
    </form>
  );
}
