import {
  applicationDay,
  applicationDayRange,
  applicationMessages,
  applicationPriorities,
  applicationPriorityLabels,
  excitementScale,
  outOfRangeDay,
  type Application,
  type ApplicationPriority,
  type UpdateApplicationRequest,
} from '@seeker/contract';
import { useId, useRef, useState } from 'react';
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
  // The day as typed, saved when whole; the saved day replaces it when that changes (another tab, a refusal).
  const dayField = useRef<HTMLInputElement>(null);
  const [dayText, setDayText] = useState(shown.deadline ?? '');
  const [dayShown, setDayShown] = useState(shown.deadline);
  if (shown.deadline !== dayShown) {
    setDayShown(shown.deadline);
    setDayText(shown.deadline ?? '');
  }

  function commitDay(text: string) {
    if (text === (shown.deadline ?? '')) return;
    if (text === '') return change({ deadline: null });
    const day = applicationDay.safeParse(text);
    if (!day.success) {
      setStatus('');
      return setError(day.error.issues[0]?.message ?? outOfRangeDay);
    }
    change({ deadline: text });
  }

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
      <div className="grid gap-3 sm:grid-cols-2">
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
        <div className="grid content-start gap-2 sm:col-span-2">
          <Label htmlFor={ids.deadline}>Apply by</Label>
          <div className="flex flex-wrap gap-2">
            <Input
              ref={dayField}
              id={ids.deadline}
              type="date"
              min={applicationDayRange.first}
              max={applicationDayRange.last}
              className="w-auto min-w-0 flex-1 basis-40"
              value={dayText}
              // Typed a part at a time ("0002-12-15" while the year is half typed): saved once the field is left, or on Enter.
              onChange={(event) => setDayText(event.target.value)}
              onBlur={() => commitDay(dayText)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') commitDay(dayText);
              }}
            />
            {shown.deadline ? (
              <Button
                variant="outline"
                size="sm"
                className="h-10"
                aria-label="Clear the day to apply by"
                onClick={() => {
                  setDayText('');
                  change({ deadline: null });
                  // The button goes with the day: focus stays in the field.
                  dayField.current?.focus();
                }}
              >
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
