import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

/** An error announced as soon as it appears. */
export function FieldAlert({ message, children }: { message: string | null | undefined; children?: ReactNode }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-foreground"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
      <div className="grid gap-1">
        <p>{message}</p>
        {children}
      </div>
    </div>
  );
}
