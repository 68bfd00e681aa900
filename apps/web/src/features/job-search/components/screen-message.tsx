import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

type ScreenMessageProps = {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  /** Problems are announced at once and framed in the destructive colour. */
  tone?: 'normal' | 'problem';
};

/** The centred card each state of the screen without results uses (start, nothing found, error, signed out). */
export function ScreenMessage({ icon: Icon, title, children, tone = 'normal' }: ScreenMessageProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      role={tone === 'problem' ? 'alert' : undefined}
      className={cn(
        'mx-auto grid max-w-xl justify-items-center gap-3 rounded-lg border bg-card p-8 text-center text-card-foreground',
        tone === 'problem' && 'border-destructive/40',
      )}
    >
      <Icon aria-hidden="true" className={cn('size-10', tone === 'problem' ? 'text-destructive' : 'text-muted-foreground')} />
      <h2 id={titleId} tabIndex={-1} className="text-xl font-semibold outline-none">
        {title}
      </h2>
      {children}
    </section>
  );
}
