import { scheduledSearchMessages } from '@seeker/contract';
import { CalendarClock } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** No schedule yet: the wizard's Search Schedule step is where one is made. */
export function ScheduledSearchesEmpty({ onSetUp }: { onSetUp: () => void }) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed bg-card p-6">
      <p className="font-medium">{scheduledSearchMessages.empty}</p>
      <p className="text-sm text-muted-foreground">{scheduledSearchMessages.emptyHint}</p>
      <Button onClick={onSetUp}>
        <CalendarClock aria-hidden="true" />
        Set Up a Schedule
      </Button>
    </div>
  );
}
