import { useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useCronDescription } from '@/lib/schedule/use-cron-description';
import { CronMeaningText } from './cron-meaning';
import { FieldAlert } from '@/components/ui/field-alert';

type CronFieldProps = {
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  /** Why the server refused the expression; the wizard drops it once the value changes. */
  serverError?: string;
  /** Move focus to the server's reason as it appears. */
  focusServerError?: boolean;
};

/** The Custom frequency's cron expression, spelled out in plain words under the field. */
export function CronField({ value, onChange, disabled, serverError, focusServerError = false }: CronFieldProps) {
  const id = useId();
  const meaning = useCronDescription(value);
  // A half-typed expression is not an error yet: it shows once the field is left, then clears as soon as it is valid.
  const [touched, setTouched] = useState(false);
  const error = serverError ?? (touched ? meaning.problem : undefined);
  const detailId = error ? `${id}-error` : `${id}-meaning`;

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Cron Expression</Label>
      <Input
        id={id}
        value={value}
        onChange={(event) => {
          // After the server's refusal, the person is already fixing it: check every keystroke.
          if (serverError) setTouched(true);
          onChange(event.target.value);
        }}
        onBlur={() => setTouched(true)}
        disabled={disabled}
        spellCheck={false}
        autoComplete="off"
        aria-describedby={`${id}-hint ${detailId}`}
        aria-invalid={error ? true : undefined}
        className="font-mono"
      />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        Format: minute hour day-of-month month day-of-week
      </p>
      {error ? (
        <FieldAlert id={detailId} message={error} focusOnMount={Boolean(serverError) && focusServerError} />
      ) : (
        <CronMeaningText id={detailId} meaning={meaning} />
      )}
    </div>
  );
}
