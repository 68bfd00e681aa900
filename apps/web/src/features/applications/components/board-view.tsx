import { cn } from '@/lib/cn';
import type { BoardLayout } from '../hooks/use-board-layout';

/** A row of buttons, the one chosen pressed: a choice of how the board shows. */
function Choice<T extends string | boolean>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div role="group" aria-label={label} className="flex w-fit gap-1 rounded-lg border bg-card p-1">
      {options.map((option) => (
        <button
          key={option.label}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={cn(
            'rounded-md px-3 py-1.5 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring',
            value === option.value ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:bg-accent hover:text-accent-foreground',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

const views = [
  { value: false, label: 'On the board' },
  { value: true, label: 'Archived' },
] as const;

const layouts = [
  { value: 'board', label: 'Board' },
  { value: 'table', label: 'Table' },
] as const;

/** Which applications the board shows: those on it, or the archived ones (each kept with everything on it). */
export function BoardView({ archived, onChange }: { archived: boolean; onChange: (archived: boolean) => void }) {
  return <Choice label="Applications shown" options={views} value={archived} onChange={onChange} />;
}

/** Columns of cards, or one sortable table. */
export function LayoutSwitch({ layout, onChange }: { layout: BoardLayout; onChange: (layout: BoardLayout) => void }) {
  return <Choice label="Layout" options={layouts} value={layout} onChange={onChange} />;
}
