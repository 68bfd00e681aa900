import { FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type ResumeFileCardProps = {
  name: string;
  details: string;
  /** Names the file's name element for tests. */
  testId: string;
  warning?: string;
  /** The newly chosen file gets the primary-coloured icon. */
  highlighted?: boolean;
  /** The card's buttons. */
  children: ReactNode;
};

/** One resume file: icon, name, type/size line, an optional warning, and its actions. */
export function ResumeFileCard({ name, details, testId, warning, highlighted = false, children }: ResumeFileCardProps) {
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-md border p-3">
      <FileText aria-hidden="true" className={cn('size-5 shrink-0', highlighted ? 'text-primary' : 'text-muted-foreground')} />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <span className="truncate text-sm font-medium" data-testid={testId}>
          {name}
        </span>
        <span className="text-xs text-muted-foreground">{details}</span>
        {warning ? <span className="text-xs text-amber-800 dark:text-amber-300">{warning}</span> : null}
      </div>
      <div className="flex gap-2">{children}</div>
    </div>
  );
}
