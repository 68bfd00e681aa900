import { ArrowLeft } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { boardPathFrom } from '../lib/board-return';

/** Back to the board, filtered as it was when the application was opened from it. */
export function BackToBoard() {
  const { state } = useLocation();
  return (
    <Link
      to={boardPathFrom(state)}
      className="flex w-fit items-center gap-1.5 rounded-sm text-sm text-muted-foreground underline-offset-4 outline-none hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Applications
    </Link>
  );
}
