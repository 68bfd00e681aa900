import { Rocket } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ScreenMessage } from './screen-message';

/** Spec part 2 section 2 "Before a search". */
export function StartCard({ onStart }: { onStart: () => void }) {
  return (
    <ScreenMessage icon={Rocket} title="Jumpstart Your Career">
      <p className="text-muted-foreground">Search public job boards against your preferences; every result is ranked and explained.</p>
      <Button size="lg" onClick={onStart}>
        Start Your Search
      </Button>
    </ScreenMessage>
  );
}
