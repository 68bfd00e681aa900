import { Lock } from 'lucide-react';
import { ScreenMessage } from './screen-message';

/** Spec part 2 section 2 "Not signed in" (the session ended while on the screen). */
export function AuthenticationRequired() {
  return (
    <ScreenMessage icon={Lock} title="Authentication Required" tone="problem">
      <p className="text-muted-foreground">Please log in to access job listings.</p>
    </ScreenMessage>
  );
}
