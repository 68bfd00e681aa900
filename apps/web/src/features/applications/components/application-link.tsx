import type { Ref } from 'react';
import { Link, useLocation } from 'react-router';
import type { BoardReturn } from '../lib/board-return';

/** A job's title leading to its application page, which leads back to the board as filtered now. */
export function ApplicationLink({ jobId, title, ref }: { jobId: string; title: string; ref?: Ref<HTMLAnchorElement> }) {
  const { search } = useLocation();
  return (
    <Link
      ref={ref}
      to={`/applications/${encodeURIComponent(jobId)}`}
      state={{ boardSearch: search } satisfies BoardReturn}
      className="rounded-sm underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
    >
      {title}
    </Link>
  );
}
