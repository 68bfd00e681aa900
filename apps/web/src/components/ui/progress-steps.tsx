import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';

type ProgressStepsProps = {
  steps: readonly string[];
  current: number;
  onSelect: (index: number) => void;
  disabled?: boolean;
  /** Names the navigation landmark. */
  label?: string;
};

/** A clickable progress bar: one button per step; the current one carries aria-current="step". */
export function ProgressSteps({ steps, current, onSelect, disabled, label = 'Progress' }: ProgressStepsProps) {
  return (
    <nav aria-label={label}>
      <ol className="flex items-start gap-1">
        {steps.map((step, index) => {
          const isCurrent = index === current;
          const isDone = index < current;
          return (
            <li key={step} className="flex min-w-0 flex-1 flex-col">
              <button
                type="button"
                aria-current={isCurrent ? 'step' : undefined}
                disabled={disabled}
                onClick={() => onSelect(index)}
                className={cn(
                  'group flex w-full flex-col items-center gap-1.5 rounded-md px-0.5 py-1 text-center text-xs',
                  'outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-60',
                )}
              >
                <span aria-hidden="true" className={cn('h-1.5 w-full rounded-full', index <= current ? 'bg-primary' : 'bg-muted')} />
                <span className="flex items-center gap-1">
                  <span
                    aria-hidden="true"
                    className={cn(
                      'flex size-5 shrink-0 items-center justify-center rounded-full border text-[0.7rem] font-semibold',
                      isCurrent && 'border-primary bg-primary text-primary-foreground',
                      isDone && 'border-primary text-primary',
                      !isCurrent && !isDone && 'text-muted-foreground',
                    )}
                  >
                    {isDone ? <Check className="size-3" strokeWidth={3} /> : index + 1}
                  </span>
                  {/* Narrow screens show the numbers only; the name stays the button's accessible name. */}
                  <span
                    className={cn(
                      'sr-only truncate md:not-sr-only',
                      isCurrent ? 'font-semibold text-foreground' : 'text-muted-foreground group-hover:text-foreground',
                    )}
                  >
                    {step}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
