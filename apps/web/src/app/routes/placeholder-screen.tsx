import { Hourglass } from 'lucide-react';
import { PageHeader } from '@/components/page-header';

type PlaceholderScreenProps = {
  title: string;
  subtitle?: string;
  /** One line on what is coming; no fake data and no buttons that do nothing. */
  message: string;
};

export function PlaceholderScreen({ title, subtitle, message }: PlaceholderScreenProps) {
  return (
    <div className="grid gap-6">
      <PageHeader title={title} subtitle={subtitle} />
      <p className="flex items-center gap-3 rounded-lg border border-dashed bg-card p-6 text-sm text-muted-foreground">
        <Hourglass aria-hidden="true" className="size-5 shrink-0" />
        {message}
      </p>
    </div>
  );
}
