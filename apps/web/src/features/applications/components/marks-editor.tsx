import {
  applicationMessages,
  applicationPriorities,
  applicationPriorityLabels,
  excitementScale,
  type Application,
  type ApplicationPriority,
  type UpdateApplicationRequest,
} from '@seeker/contract';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { useUpdateApplication } from '../api/update-application';
import { excitementWords } from '../lib/marks-text';
import { errorText } from '../lib/error-text';

type Marks = Pick<Application, 'priority' | 'excitement' | 'deadline'>;

const excitementValues = Array.from({ length: excitementScale.max - excitementScale.min + 1 }, (_, index) => excitementScale.min + index);

/**
 * Priority, excitement and the day to apply by: each saved as it is picked. A refused change puts the
 * saved mark back and says why; a saved one is announced.
 */
export function MarksEditor({ jobId, marks }: { jobId: string; marks: Marks }) {
  const update = useUpdateApplication();
  // Marks picked and not yet answered, shown over the saved ones; each goes once its answer comes (the
  // saved marks then hold it, or, refused, the saved one shows again).
  const [picked, setPicked] = useState<Partial<Marks>>({});
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const ids = { priority: useId(), excitement: useId(), deadline: useId() };
  const shown = { ...marks, ...picked };

  function change(next: Partial<Marks>) {
    setPicked((current) => ({ ...current, ...next }));
    setError(null);
    setStatus('');
    const settle = () =>
      setPicked((current) => {
        const rest = { ...current };
        for (const key of Object.keys(next) as (keyof Marks)[]) if (rest[key] === next[key]) delete rest[key];
        return rest;
      });
    update.mutate(
      { jobId, change: next as UpdateApplicationRequest },
      {
        onSuccess: () => {
          settle();
          setStatus('Saved');
        },
        onError: (failure) => {
          settle();
          setError(errorText(failure, applicationMessages.saveFailed));
        },
      },
    );
  }

  return (
    <div className="grid gap-3">
      <div className="grid gap-3 sm:grid-cols-3">
        <div className="grid content-start gap-2">
          <Label htmlFor={ids.priority}>Priority</Label>
          <Select
            id={ids.priority}
            value={shown.priority ?? ''}
            onChange={(event) => change({ priority: (event.target.value || null) as ApplicationPriority | null })}
          >
            <option value="">Not set</option>
            {applicationPriorities.map((priority) => (
              <option key={priority} value={priority}>
                {applicationPriorityLabels[priority]}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor={ids.excitement}>Excitement</Label>
          <Select
            id={ids.excitement}
            value={shown.excitement === null ? '' : String(shown.excitement)}
            onChange={(event) => change({ excitement: event.target.value ? Number(event.target.value) : null })}
          >
            <option value="">Not set</option>
            {excitementValues.map((value) => (
              <option key={value} value={value}>
                {excitementWords(value)}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor={ids.deadline}>Apply by</Label>
          <div className="flex gap-2">
            <Input
              id={ids.deadline}
              type="date"
              min="2000-01-01"
              max="2099-12-31"
              value={shown.deadline ?? ''}
              // A date picker sends '' while a day is half typed: only a whole day (or clearing it) is saved.
              onChange={(event) => {
                const day = event.target.value;
                if (day === '' ? shown.deadline !== null : /^\d{4}-\d{2}-\d{2}$/.test(day)) change({ deadline: day || null });
              }}
            />
            {shown.deadline ? (
              <Button variant="outline" size="sm" className="h-10" aria-label="Clear the day to apply by" onClick={() => change({ deadline: null })}>
                Clear
              </Button>
            ) : null}
          </div>
        </div>
      </div>
      <FormError message={error} />
      <p role="status" className="sr-only">
        {status}
      </p>
    </div>
  );
}
