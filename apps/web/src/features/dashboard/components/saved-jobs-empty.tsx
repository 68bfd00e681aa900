import { SlidersHorizontal } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

type SavedJobsEmptyProps = {
  /** false when the user has not saved preferences yet; unknown counts as saved. */
  preferencesSaved?: boolean;
  onOpenPreferences: () => void;
};

/** No saved jobs: points at the next step, preferences first, then a search. */
export function SavedJobsEmpty({ preferencesSaved, onOpenPreferences }: SavedJobsEmptyProps) {
  const box = 'flex flex-col items-start gap-3 rounded-lg border border-dashed bg-card p-6';
  if (preferencesSaved === false) {
    return (
      <div className={box}>
        <p className="font-medium">No saved jobs yet</p>
        <p className="text-sm text-muted-foreground">
          Tell us what you are looking for: with your job preferences saved, the Job Discovery Agent can find jobs for you.
        </p>
        <Button onClick={onOpenPreferences}>
          <SlidersHorizontal aria-hidden="true" />
          Set Job Preferences
        </Button>
      </div>
    );
  }
  return (
    <div className={box}>
      <p className="font-medium">No saved jobs yet</p>
      <p className="text-sm text-muted-foreground">Search job boards against your preferences; the jobs you find are kept here.</p>
      <Button asChild>
        <Link to="/jobs">Find jobs</Link>
      </Button>
    </div>
  );
}
