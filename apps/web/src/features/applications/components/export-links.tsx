import { Download } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';

/** Files the browser downloads itself (the session cookie goes with a plain link). */
export const exportLinks = [
  { label: 'Export CSV', href: '/api/exports/applications.csv' },
  { label: 'Export interviews (.ics)', href: '/api/exports/interviews.ics' },
] as const;

export function ExportLinks() {
  return (
    <>
      {exportLinks.map(({ label, href }) => (
        <a key={href} href={href} download className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          <Download aria-hidden="true" />
          {label}
        </a>
      ))}
    </>
  );
}
