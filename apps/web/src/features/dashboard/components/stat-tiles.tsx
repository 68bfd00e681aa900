import type { DashboardStats } from '@seeker/contract';
import { Briefcase, MessagesSquare, Send, Trophy, type LucideIcon } from 'lucide-react';

/**
 * Each tile says what it counts: where the saved jobs are now (spec part 2: Applications = applying or applied),
 * not the stages they passed, which the Applications page's funnel counts.
 */
const tiles: { key: keyof DashboardStats; label: string; counts: string; icon: LucideIcon }[] = [
  { key: 'jobsFound', label: 'Jobs Found', counts: 'Every job you saved', icon: Briefcase },
  { key: 'applications', label: 'Applications', counts: 'Applying or Applied now', icon: Send },
  { key: 'interviews', label: 'Interviews', counts: 'Interviewing now', icon: MessagesSquare },
  { key: 'offers', label: 'Offers', counts: 'Offered now', icon: Trophy },
];

const gridClass = 'grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4';

/** The four counts, as the server computes them over every saved job (spec part 1 section 5). */
export function StatTiles({ stats }: { stats: DashboardStats }) {
  return (
    <dl className={gridClass}>
      {tiles.map(({ key, label, counts, icon: Icon }) => (
        <div key={key} className="flex flex-col gap-2 rounded-lg border bg-card p-4 text-card-foreground shadow-sm">
          <dt className="flex items-center justify-between gap-2 text-sm font-medium text-muted-foreground">
            {label}
            <Icon aria-hidden="true" className="size-4 shrink-0" />
          </dt>
          <dd className="text-2xl font-semibold tabular-nums sm:text-3xl">{stats[key]}</dd>
          <dd className="text-xs text-muted-foreground">{counts}</dd>
        </div>
      ))}
    </dl>
  );
}

export function StatTilesSkeleton() {
  return (
    <div className={gridClass} aria-hidden="true">
      {tiles.map(({ key }) => (
        <div key={key} className="grid gap-3 rounded-lg border bg-card p-4">
          <div className="h-4 w-24 animate-pulse rounded bg-muted" />
          <div className="h-8 w-12 animate-pulse rounded bg-muted" />
        </div>
      ))}
    </div>
  );
}
