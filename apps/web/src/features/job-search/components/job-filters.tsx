import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { jobSortLabels, jobSorts, type JobFilters as Filters, type JobSort } from '../lib/filter-jobs';

type JobFiltersProps = { filters: Filters; onChange: (filters: Filters) => void; shown: number; total: number };

/** Sort and narrow the results without a new search. */
export function JobFilters({ filters, onChange, shown, total }: JobFiltersProps) {
  return (
    <div
      role="group"
      aria-label="Filter and sort jobs"
      className="flex flex-wrap items-center gap-x-6 gap-y-3 rounded-lg border bg-card px-4 py-3 text-card-foreground"
    >
      <div className="flex items-center gap-2">
        <Label htmlFor="job-sort">Sort by</Label>
        <Select
          id="job-sort"
          className="w-44"
          value={filters.sort}
          onChange={(event) => onChange({ ...filters, sort: event.target.value as JobSort })}
        >
          {jobSorts.map((sort) => (
            <option key={sort} value={sort}>
              {jobSortLabels[sort]}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex items-center gap-2">
        <Checkbox
          id="job-remote-only"
          checked={filters.remoteOnly}
          onCheckedChange={(checked) => onChange({ ...filters, remoteOnly: checked === true })}
        />
        <Label htmlFor="job-remote-only">Remote only</Label>
      </div>
      <div className="flex items-center gap-2">
        <Checkbox
          id="job-hide-applied"
          checked={filters.hideApplied}
          onCheckedChange={(checked) => onChange({ ...filters, hideApplied: checked === true })}
        />
        <Label htmlFor="job-hide-applied">Hide jobs I applied to</Label>
      </div>
      <p aria-live="polite" className="text-sm text-muted-foreground sm:ml-auto">
        Showing {shown} of {total}
      </p>
    </div>
  );
}
