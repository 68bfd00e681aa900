import { Hourglass } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/page-header';

type PlaceholderScreenProps = {
  title: string;
  subtitle?: string;
  /** Controls beside the title. */
  actions?: ReactNode;
  /** One line on what is coming; no fake data and no buttons that do nothing. */
  message: string;
};

export function PlaceholderScreen({ title, subtitle, actions, message }: PlaceholderScreenProps) {
  return (
    <div className="grid gap-6">
      <PageHeader title={title} subtitle={subtitle} actions={actions} />
      <p className="flex items-center gap-3 rounded-lg border border-dashed bg-card p-6 text-sm text-muted-foreground">
        <Hourglass aria-hidden="true" className="size-5 shrink-0" />
        {message}
      </p>
    </div>
  );
}
