import { SlidersHorizontal } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { usePreferencesWizard } from '@/features/preferences/hooks/use-preferences-wizard';
import { PlaceholderScreen } from './placeholder-screen';

export function DashboardRoute() {
  const { openWizard } = usePreferencesWizard();
  return (
    <PlaceholderScreen
      title="Dashboard"
      subtitle="Track your job search progress"
      actions={
        <Button onClick={openWizard}>
          <SlidersHorizontal aria-hidden="true" />
          Job Preferences
        </Button>
      }
      message="Your saved jobs, scheduled searches and AI assistants arrive here in a coming release."
    />
  );
}
