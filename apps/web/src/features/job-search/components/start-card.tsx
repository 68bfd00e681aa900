import { Rocket } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ScreenMessage } from './screen-message';
import { SourceHealthNotice } from './source-health-notice';

/** Spec part 2 section 2 "Before a search"; feeds in trouble are named before the action, not after it. */
export function StartCard({ onStart }: { onStart: () => void }) {
  return (
    <ScreenMessage icon={Rocket} title="Jumpstart Your Career">
      <p className="text-muted-foreground">Search public job boards against your preferences; every result is ranked and explained.</p>
      <SourceHealthNotice />
      <Button size="lg" onClick={onStart}>
        Start Your Search
      </Button>
    </ScreenMessage>
  );
}
