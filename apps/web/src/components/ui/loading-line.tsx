import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';

/** What is loading, in a line after a turning circle; announced as a status. */
export function LoadingLine({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
      <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
      {children}
    </p>
  );
}
