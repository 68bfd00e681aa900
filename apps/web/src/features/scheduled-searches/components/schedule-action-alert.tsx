import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** A failed Pause/Resume, Retry or Delete, announced at once, next to the schedule it is about. */
export function ScheduleActionAlert({ message, onDismiss }: { message: string | null; onDismiss: () => void }) {
  if (!message) return null;
  return (
    <div role="alert" className="flex items-start justify-between gap-2 rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm">
      <span className="min-w-0 pt-1.5 break-words">{message}</span>
      <Button variant="ghost" size="icon" className="size-8" aria-label="Dismiss" onClick={onDismiss}>
        <X aria-hidden="true" />
      </Button>
    </div>
  );
}
