import { Download } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { withBrowserZone } from '@/lib/browser-time-zone';
import { boardSearch, filtersFromParams } from '../lib/board-filters';

/**
 * Files the browser downloads itself (the session cookie goes with a plain link): the board as filtered
 * now as CSV, and every interview as a calendar.
 */
export function ExportLinks() {
  const [params] = useSearchParams();
  const links = [
    // "Follow-up due" means due today on the user's clock: the browser's zone goes along.
    { label: 'Export CSV', href: withBrowserZone(`/api/exports/applications.csv${boardSearch(filtersFromParams(params))}`) },
    { label: 'Export interviews (.ics)', href: '/api/exports/interviews.ics' },
  ];
  return (
    <>
      {links.map(({ label, href }) => (
        <a key={label} href={href} download className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          <Download aria-hidden="true" />
          {label}
        </a>
      ))}
    </>
  );
}
