import type { TailoringChange } from '@seeker/contract';
import { cn } from '@/lib/cn';
import { diffLines } from '../lib/diff-lines';

/** Each change with its lines taken out (−) and put in (+), marked by sign and word as well as colour. */
export function ChangesList({ changes }: { changes: TailoringChange[] }) {
  if (changes.length === 0) return <p className="text-sm text-muted-foreground">Nothing needed changing.</p>;
  return (
    <ol className="grid grid-cols-1 gap-3">
      {changes.map((change, index) => (
        <li key={index} className="rounded-md border">
          <h4 className="border-b px-3 py-2 text-sm font-medium">{change.title}</h4>
          <div className="overflow-x-auto px-3 py-2 font-mono text-xs leading-relaxed">
            {diffLines(change.before, change.after).map((line, lineIndex) => (
              <div
                key={lineIndex}
                className={cn(
                  'whitespace-pre-wrap',
                  line.kind === 'removed' && 'bg-red-50 text-red-900 line-through decoration-red-400/60 dark:bg-red-950/60 dark:text-red-100',
                  line.kind === 'added' && 'bg-emerald-50 text-emerald-900 dark:bg-emerald-950/60 dark:text-emerald-100',
                )}
              >
                <span aria-hidden="true">{line.kind === 'removed' ? '− ' : line.kind === 'added' ? '+ ' : '  '}</span>
                {line.kind !== 'same' && <span className="sr-only">{line.kind === 'removed' ? 'Removed: ' : 'Added: '}</span>}
                {line.text}
              </div>
            ))}
          </div>
        </li>
      ))}
    </ol>
  );
}
