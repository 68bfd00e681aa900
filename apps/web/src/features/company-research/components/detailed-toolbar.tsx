import type { CompanyResearch } from '@seeker/contract';
import { ArrowLeft, RefreshCw, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { sessionSuffix } from '../lib/format-research';

type DetailedToolbarProps = {
  companies: CompanyResearch[];
  sessionId: string;
  selected: CompanyResearch;
  onSelect: (companyId: string) => void;
  onDelete: () => void;
  onBack: () => void;
  onResearchAgain: (() => void) | null;
  researching: boolean;
};

/** Spec part 2 section 2, Detailed view: the company selector, Delete Research, Back to Grid, the session note. */
export function DetailedToolbar({ companies, sessionId, selected, onSelect, onDelete, onBack, onResearchAgain, researching }: DetailedToolbarProps) {
  const selectId = useId();
  return (
    <div className="flex flex-wrap items-end gap-2">
      {companies.length > 1 && (
        <div className="grid gap-1">
          <label htmlFor={selectId} className="text-sm font-medium">
            Company
          </label>
          <select
            id={selectId}
            value={selected.companyOverview.id}
            onChange={(event) => onSelect(event.target.value)}
            className="h-9 max-w-[16rem] rounded-md border border-input bg-background px-2 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            {companies.map((record) => (
              <option key={record.companyOverview.id} value={record.companyOverview.id}>
                {record.companyOverview.name} ({sessionSuffix(sessionId)})
              </option>
            ))}
          </select>
        </div>
      )}
      <Button variant="outline" size="sm" onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
        Back to Grid
      </Button>
      {onResearchAgain && (
        <Button variant="outline" size="sm" onClick={onResearchAgain} disabled={researching}>
          <RefreshCw aria-hidden="true" className={researching ? 'animate-spin' : undefined} />
          Research again
        </Button>
      )}
      <Button variant="destructive" size="sm" onClick={onDelete}>
        <Trash2 aria-hidden="true" />
        Delete Research
      </Button>
      <p className="basis-full text-xs text-muted-foreground">From job search session {sessionSuffix(sessionId)}</p>
    </div>
  );
}
