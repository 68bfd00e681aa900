import { Link, useLocation } from 'react-router';
import { cn } from '@/lib/cn';
import { isEntryActive, menuEntries } from './menu-entries';

/** The menu entries; `onNavigate` lets the slide-in menu close when one is chosen. */
export function MainNav({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();

  return (
    <nav aria-label="Main" className="flex-1 overflow-y-auto px-3 py-4">
      <ul className="grid gap-1">
        {menuEntries.map((entry) => {
          const active = isEntryActive(entry, pathname);
          const Icon = entry.icon;
          return (
            <li key={entry.to}>
              <Link
                to={entry.to}
                onClick={onNavigate}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors',
                  'outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  active ? 'bg-primary/10 text-primary' : 'text-muted-foreground hover:bg-accent hover:text-accent-foreground',
                )}
              >
                <Icon aria-hidden="true" className="size-4 shrink-0" />
                {entry.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
