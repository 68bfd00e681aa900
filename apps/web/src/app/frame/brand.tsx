import { Search } from 'lucide-react';
import { Link } from 'react-router';

/** The brand, linking home. */
export function Brand({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link
      to="/"
      onClick={onNavigate}
      className="flex items-center gap-2 rounded-md text-lg font-semibold tracking-tight outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <span className="flex size-8 items-center justify-center rounded-md bg-primary text-primary-foreground">
        <Search aria-hidden="true" className="size-4" />
      </span>
      Seeker
    </Link>
  );
}
