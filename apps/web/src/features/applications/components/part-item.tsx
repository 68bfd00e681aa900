import { Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useEditInPlace } from '../hooks/use-edit-in-place';

type PartItemProps = {
  /** What the buttons name: "Grace Hopper", "the interview on Dec 3, 2026 at 14:30". */
  name: string;
  onRemove: () => void;
  /** The form that corrects it, told when it is done (saved or cancelled). */
  form: (done: () => void) => ReactNode;
  children: ReactNode;
};

/** A contact or an interview in its list: what it says, with Edit (the form in its place) and Remove. */
export function PartItem({ name, onRemove, form, children }: PartItemProps) {
  const { editing, editButtonRef, start, stop } = useEditInPlace();
  if (editing) return <li className="rounded-md border p-3">{form(stop)}</li>;
  return (
    <li className="flex items-start justify-between gap-3 rounded-md border p-3">
      <div className="grid min-w-0 gap-0.5 text-sm">{children}</div>
      <div className="flex shrink-0">
        <Button ref={editButtonRef} variant="ghost" size="icon" aria-label={`Edit ${name}`} onClick={start}>
          <Pencil aria-hidden="true" />
        </Button>
        <Button variant="ghost" size="icon" className="text-destructive hover:text-destructive" aria-label={`Remove ${name}`} onClick={onRemove}>
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}
