import { applicationMessages } from '@seeker/contract';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

const box = 'flex flex-col items-start gap-3 rounded-lg border border-dashed bg-card p-6';

/** No saved job at all: where applications come from. */
export function BoardEmpty() {
  return (
    <div className={box}>
      <p>{applicationMessages.emptyBoard}</p>
      <Button asChild>
        <Link to="/jobs">Go to Job Search</Link>
      </Button>
    </div>
  );
}

/** Applications exist, but none matches the filters. */
export function BoardNoMatches({ onClear }: { onClear: () => void }) {
  return (
    <div role="status" className={box}>
      <p>{applicationMessages.noMatches}</p>
      <Button variant="outline" onClick={onClear}>
        Clear filters
      </Button>
    </div>
  );
}

/** The archived view with nothing in it. */
export function NothingArchived() {
  return (
    <div className={box}>
      <p>Nothing is archived. Archive an application from its page, or pick rows in the table, to take it off the board; everything on it is kept.</p>
    </div>
  );
}
