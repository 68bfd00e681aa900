import type { ScheduledSearchStatus } from '@seeker/contract';
import { Badge, type BadgeProps } from '@/components/ui/badge';

const states: Record<ScheduledSearchStatus, { label: string; variant: BadgeProps['variant'] }> = {
  active: { label: 'Active', variant: 'success' },
  paused: { label: 'Paused', variant: 'secondary' },
  disabled: { label: 'Disabled', variant: 'outline' },
};

/** The schedule's state in words (the colour only repeats it). */
export function StateBadge({ status }: { status: ScheduledSearchStatus }) {
  const { label, variant } = states[status];
  return (
    <Badge variant={variant}>
      <span className="sr-only">Status: </span>
      {label}
    </Badge>
  );
}
