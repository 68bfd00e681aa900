import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './ui/button';
import { FieldAlert } from './ui/field-alert';

const tinted = 'flex flex-col items-start rounded-lg border border-destructive/40 bg-destructive/10';

/**
 * How a failure looks: `panel`, a screen's whole content; `part`, a part of a screen; `plain`, the words
 * and the button only (inside a form or a popover); `notice`, the boxed alert of a dialog's step.
 */
const boxes = { panel: `${tinted} gap-3 p-6`, part: `${tinted} gap-2 p-4`, plain: 'grid justify-items-start gap-2 text-sm', notice: '' };
export type LoadFailureLook = keyof typeof boxes;

export type LoadFailureProps = {
  /** What could not be loaded, in the screen's own words. */
  message: ReactNode;
  /** A second line: the server's reason, when it gave one. */
  detail?: ReactNode;
  onRetry: () => void;
  /**
   * While the second read runs (a query's `isFetching`): the button says so (`aria-disabled`, its arrow
   * turning) and a press is ignored. Left out, the button is just "Try again".
   */
  retrying?: boolean | undefined;
  look?: LoadFailureLook | undefined;
  className?: string;
};

/** "… could not be loaded" for code fetched on demand (the network, or a release since the page loaded). */
export const notLoaded = (what: string) => `${what} could not be loaded. Check your connection, then try again.`;

/** Something could not be read: what went wrong, announced at once, and "Try again". */
export function LoadFailure({ message, detail, onRetry, retrying, look = 'panel', className }: LoadFailureProps) {
  const button = (
    <Button
      variant="outline"
      size={look === 'part' || look === 'notice' ? 'sm' : 'default'}
      className={look === 'notice' ? 'w-fit' : undefined}
      aria-disabled={retrying}
      onClick={() => (retrying ? undefined : onRetry())}
    >
      {retrying === undefined ? null : <RotateCw aria-hidden="true" className={retrying ? 'animate-spin motion-reduce:animate-none' : undefined} />}
      Try again
    </Button>
  );
  if (look === 'notice') return <FieldAlert message={message}>{button}</FieldAlert>;
  return (
    <div role="alert" className={cn(boxes[look], className)}>
      <p className={look === 'plain' ? undefined : 'font-medium'}>{message}</p>
      {detail ? <p className="text-sm break-words">{detail}</p> : null}
      {button}
    </div>
  );
}
