import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

type SpinnerProps = {
  /** What is loading, for screen readers. */
  label?: string;
  className?: string;
};

export function Spinner({ label = 'Loading', className }: SpinnerProps) {
  return (
    <span role="status" aria-label={label} className={cn('inline-flex text-primary', className)}>
      <LoaderCircle aria-hidden="true" className="size-full animate-spin" />
    </span>
  );
}
