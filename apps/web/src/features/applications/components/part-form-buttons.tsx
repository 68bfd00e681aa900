import type { KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';

type PartFormButtonsProps = { label: string; pending: boolean; disabled?: boolean; onCancel?: (() => void) | undefined };

/** A contact's or an interview's form buttons: Add (or Save, with Cancel beside it when correcting one). */
export function PartFormButtons({ label, pending, disabled = false, onCancel }: PartFormButtonsProps) {
  const busy = onCancel ? 'Saving…' : 'Adding…';
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" variant="outline" disabled={disabled || pending}>
        {pending ? busy : label}
      </Button>
      {onCancel ? (
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      ) : null}
    </div>
  );
}

/** A correction's form: Escape leaves it as Cancel does (nothing for a form that adds). */
export function escapeCancels(onCancel: (() => void) | undefined) {
  if (!onCancel) return undefined;
  return (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    onCancel();
  };
}
