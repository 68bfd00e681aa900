import { cn } from '@/lib/cn';

const views = [
  { archived: false, label: 'On the board' },
  { archived: true, label: 'Archived' },
] as const;

/** Which applications the board shows: those on it, or the archived ones (each kept with everything on it). */
export function BoardView({ archived, onChange }: { archived: boolean; onChange: (archived: boolean) => void }) {
  return (
    <div role="group" aria-label="Applications shown" className="flex w-fit gap-1 rounded-lg border bg-card p-1">
      {views.map((view) => (
        <button
          key={view.label}
          type="button"
          aria-pressed={archived === view.archived}
          onClick={() => onChange(view.archived)}
          className={cn(
            'rounded-md px-3 py-1.5 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring',
            archived === view.archived ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:bg-accent hover:text-accent-foreground',
          )}
        >
          {view.label}
        </button>
      ))}
    </div>
  );
}
