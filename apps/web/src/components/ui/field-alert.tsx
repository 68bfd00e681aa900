import { CircleAlert } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

type FieldAlertProps = {
  message: ReactNode;
  children?: ReactNode;
  /** Take focus when it appears (after a failed save, whose Finish button was disabled under the keyboard). */
  focusOnMount?: boolean;
  id?: string;
  className?: string;
};

/** An error announced as soon as it appears. */
export function FieldAlert({ message, children, focusOnMount = false, id, className }: FieldAlertProps) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = Boolean(message);
  useEffect(() => {
    if (shown && focusOnMount) ref.current?.focus();
  }, [shown, focusOnMount]);
  if (!message) return null;
  return (
    <div
      ref={ref}
      id={id}
      role="alert"
      tabIndex={-1}
      className={cn(
        'flex min-w-0 items-start gap-2 rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-foreground',
        'outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
      <div className="grid min-w-0 gap-1 [overflow-wrap:anywhere]">
        <p>{message}</p>
        {children}
      </div>
    </div>
  );
}
