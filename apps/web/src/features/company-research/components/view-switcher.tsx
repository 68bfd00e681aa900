import { LayoutGrid, List, PanelTop } from 'lucide-react';
import { Button } from '@/components/ui/button';

export type ResearchView = 'grid' | 'list' | 'detailed';

const views: { value: ResearchView; label: string; Icon: typeof List }[] = [
  { value: 'grid', label: 'Grid', Icon: LayoutGrid },
  { value: 'list', label: 'List', Icon: List },
  { value: 'detailed', label: 'Detailed', Icon: PanelTop },
];

/** Spec part 2 section 4: the research view is grid, list or detailed. */
export function ViewSwitcher({ view, onChange }: { view: ResearchView; onChange: (view: ResearchView) => void }) {
  return (
    <div role="group" aria-label="View" className="inline-flex rounded-md border border-border p-0.5">
      {views.map(({ value, label, Icon }) => (
        <Button key={value} variant={view === value ? 'default' : 'ghost'} size="sm" aria-pressed={view === value} onClick={() => onChange(value)}>
          <Icon aria-hidden="true" />
          {label}
        </Button>
      ))}
    </div>
  );
}
