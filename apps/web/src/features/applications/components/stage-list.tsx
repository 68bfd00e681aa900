import { applicationMessages, stageLimits, stageMessages, type ApplicationStage, type JobStatus } from '@seeker/contract';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { TextField } from '@/components/ui/text-field';
import { jobStatusLabels } from '@/features/saved-jobs';
import { useCreateStage, useDeleteStage, useUpdateStage } from '../api/stages';
import { useConfirmedRemove } from '../hooks/use-confirmed-remove';
import { errorText } from '../lib/error-text';
import { StageName } from './stage-name';

type Control = 'up' | 'down';

/** One status's stages: renamed in place, moved up and down, removed (asked first), and a new one added last. */
export function StageList({ status, stages }: { status: JobStatus; stages: ApplicationStage[] }) {
  const label = jobStatusLabels[status];
  const create = useCreateStage();
  const update = useUpdateStage();
  const remove = useDeleteStage();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const list = useRef<HTMLUListElement>(null);
  const nameField = useRef<HTMLInputElement>(null);
  // A moved stage is drawn at its new place once the list is read again: focus follows it there, once.
  const focusAfter = useRef<{ id: string; position: number; control: Control } | null>(null);
  useEffect(() => {
    const wantedPlace = focusAfter.current;
    if (!wantedPlace || stages.find((stage) => stage.id === wantedPlace.id)?.position !== wantedPlace.position) return;
    const row = list.current?.querySelector(`[data-stage="${CSS.escape(wantedPlace.id)}"]`);
    const wanted = row?.querySelector<HTMLButtonElement>(`[data-control="${wantedPlace.control}"]`);
    // At the top or bottom the arrow it was on is disabled: the other one takes the focus.
    const target =
      wanted && !wanted.disabled ? wanted : row?.querySelector<HTMLButtonElement>('[data-control="up"]:enabled, [data-control="down"]:enabled');
    target?.focus();
    focusAfter.current = null;
  }, [stages]);

  const fail = (failure: unknown) => {
    setSaid('');
    setError(errorText(failure, applicationMessages.saveFailed));
  };
  const removal = useConfirmedRemove<ApplicationStage>({
    title: 'Remove this stage?',
    describe: (stage) => `“${stage.name}” is removed from ${label}. Jobs in it stay in ${label}, in no stage.`,
    remove: (stage) =>
      remove.mutate(stage.id, {
        onSuccess: () => setSaid(`Removed “${stage.name}”. Jobs in it stay in ${label}.`),
        onError: fail,
      }),
    afterRemove: () => nameField.current,
  });

  function add(event: FormEvent) {
    event.preventDefault();
    if (create.isPending) return;
    if (name.trim() === '') return setError(stageMessages.emptyName);
    setError(null);
    create.mutate(
      { status, name },
      {
        onSuccess: (stage) => {
          setName('');
          setSaid(`Added “${stage.name}” to ${label}.`);
        },
        onError: fail,
      },
    );
  }

  function shift(stage: ApplicationStage, by: -1 | 1) {
    setError(null);
    update.mutate(
      { stageId: stage.id, change: { position: stage.position + by } },
      {
        onSuccess: () => {
          focusAfter.current = { id: stage.id, position: stage.position + by, control: by < 0 ? 'up' : 'down' };
          setSaid(`Moved “${stage.name}” ${by < 0 ? 'up' : 'down'}.`);
        },
        onError: fail,
      },
    );
  }

  const full = stages.length >= stageLimits.perStatus;
  return (
    <div className="grid gap-4">
      {stages.length > 0 ? (
        <ul ref={list} aria-label={`Stages of ${label}`} className="grid gap-2">
          {stages.map((stage, index) => (
            <li key={stage.id} data-stage={stage.id} className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-md border p-2">
              <StageName
                stage={stage}
                onEditEnd={() => setError(null)}
                onRename={(renamed, done) =>
                  update.mutate(
                    { stageId: stage.id, change: { name: renamed } },
                    {
                      onSuccess: (saved) => {
                        done();
                        setSaid(`Renamed “${stage.name}” to “${saved.name}”.`);
                      },
                      onError: fail,
                    },
                  )
                }
              />
              {/* The three stay together: on a phone they wrap as one under the name. */}
              <div className="flex shrink-0 items-center">
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-9"
                  data-control="up"
                  disabled={index === 0}
                  aria-label={`Move ${stage.name} up`}
                  onClick={() => shift(stage, -1)}
                >
                  <ArrowUp aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-9"
                  data-control="down"
                  disabled={index === stages.length - 1}
                  aria-label={`Move ${stage.name} down`}
                  onClick={() => shift(stage, 1)}
                >
                  <ArrowDown aria-hidden="true" />
                </Button>
                <Button variant="ghost" size="icon" className="size-9" aria-label={`Remove ${stage.name}`} onClick={() => removal.ask(stage)}>
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{label} has no stages yet.</p>
      )}
      {full ? (
        <p className="text-sm text-muted-foreground">{`${label} has ${stageLimits.perStatus} stages, the most a status holds.`}</p>
      ) : (
        <form onSubmit={add} className="flex flex-wrap items-end gap-2">
          <div className="min-w-0 flex-1 basis-48">
            <TextField
              ref={nameField}
              label={`New stage in ${label}`}
              hint={`Up to ${stageLimits.name} characters.`}
              value={name}
              maxLength={stageLimits.name}
              required
              onChange={(event) => setName(event.target.value)}
            />
          </div>
          <Button type="submit" aria-disabled={create.isPending}>
            Add stage
          </Button>
        </form>
      )}
      <FormError message={error} />
      <p role="status" className="text-sm text-muted-foreground empty:hidden">
        {said}
      </p>
      {removal.dialog}
    </div>
  );
}
