import { applicationLimits } from '@seeker/contract';
import { ListFilter, Search } from 'lucide-react';
import { useCallback, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { useSearchDraft } from '../hooks/use-search-draft';
import { hasFilters, type BoardFilters as Filters } from '../lib/board-filters';

type BoardFiltersProps = {
  filters: Filters;
  onChange: (change: Partial<Filters>) => void;
  onClear: () => void;
  /** Every company and tag on the board (the server's lists); the one chosen stays listed even if gone. */
  companies: string[];
  tags: string[];
};

const withChosen = (options: string[], chosen: string) => (chosen && !options.includes(chosen) ? [chosen, ...options] : options);

/** How many of the filters are set: search, company, tag, follow-up due. */
const filtersSet = (filters: Filters) => [filters.q, filters.company, filters.tag, filters.followUpDue].filter(Boolean).length;

/**
 * Search, company, tag and "Follow-up due": each change is read at once (the search once typing pauses). Below laptop
 * widths they fold behind a "Filters" button (open when a filter is set), so a phone shows the board's first card.
 */
export function BoardFilters({ filters, onChange, onClear, companies, tags }: BoardFiltersProps) {
  const ids = { search: useId(), company: useId(), tag: useId(), due: useId(), panel: useId() };
  const search = useCallback((q: string) => onChange({ q }), [onChange]);
  const [draft, setDraft] = useSearchDraft(filters.q, search);
  const [open, setOpen] = useState(() => hasFilters(filters));
  const set = filtersSet(filters);

  return (
    <div className="grid gap-2">
      <Button
        variant="outline"
        size="sm"
        className="justify-self-start lg:hidden"
        aria-expanded={open}
        aria-controls={ids.panel}
        onClick={() => setOpen((shown) => !shown)}
      >
        <ListFilter aria-hidden="true" />
        {set > 0 ? `Filters (${set} set)` : 'Filters'}
      </Button>
      <div
        id={ids.panel}
        role="search"
        aria-label="Filter applications"
        className={`${open ? 'grid' : 'hidden'} grid-cols-2 gap-3 rounded-lg border bg-card p-3 lg:grid lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto_auto] lg:items-end`}
      >
        {/* Search across; company and tag side by side, then follow-up due and clear: three rows on a phone, one from laptops up. */}
        <div className="col-span-2 grid gap-2 lg:col-span-1">
          <Label htmlFor={ids.search}>Search</Label>
          <div className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
            <Input
              id={ids.search}
              type="search"
              value={draft}
              maxLength={applicationLimits.search}
              placeholder="Title or company"
              autoComplete="off"
              className="pl-9"
              onChange={(event) => setDraft(event.target.value)}
            />
          </div>
        </div>
        <div className="grid min-w-0 gap-2">
          <Label htmlFor={ids.company}>Company</Label>
          <Select id={ids.company} value={filters.company} onChange={(event) => onChange({ company: event.target.value })}>
            <option value="">All companies</option>
            {withChosen(companies, filters.company).map((company) => (
              <option key={company} value={company}>
                {company}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid min-w-0 gap-2">
          <Label htmlFor={ids.tag}>Tag</Label>
          <Select id={ids.tag} value={filters.tag} onChange={(event) => onChange({ tag: event.target.value })}>
            <option value="">All tags</option>
            {withChosen(tags, filters.tag).map((tag) => (
              <option key={tag} value={tag}>
                {tag}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex h-10 items-center gap-2">
          <Checkbox id={ids.due} checked={filters.followUpDue} onCheckedChange={(checked) => onChange({ followUpDue: checked === true })} />
          <Label htmlFor={ids.due}>Follow-up due</Label>
        </div>
        <Button variant="ghost" onClick={onClear} disabled={!hasFilters(filters)} className="justify-self-end lg:justify-self-start">
          Clear filters
        </Button>
      </div>
    </div>
  );
}
