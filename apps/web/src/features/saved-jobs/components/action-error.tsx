import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** What a failed change to a job was, announced at once and dismissible. */
export function ActionError({ message, onDismiss }: { message: string | null; onDismiss: () => void }) {
  if (!message) return null;
  return (
    <div role="alert" className="flex items-center justify-between gap-2 rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm">
      <span>{message}</span>
      <Button variant="ghost" size="icon" className="size-8" aria-label="Dismiss" onClick={onDismiss}>
        <X aria-hidden="true" />
      </Button>
    </div>
  );
}
