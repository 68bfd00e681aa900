import { useId, type ComponentProps } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

type FormFieldProps = ComponentProps<'input'> & { label: string; hint?: string | undefined; error?: string | undefined; wide?: boolean | undefined };

/** A labelled input with its hint and, once refused, the reason, both read with it; `wide` takes a whole row of its grid. */
export function FormField({ label, hint, error, wide, ...props }: FormFieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={wide ? 'col-span-full grid content-start gap-2' : 'grid content-start gap-2'}>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={described || undefined} {...props} />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
