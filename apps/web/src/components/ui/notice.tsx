import type { ReactNode } from 'react';

const tones = {
  alert: 'rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm text-destructive',
  status: 'rounded-md border border-emerald-600/40 bg-emerald-50 p-3 text-sm text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  note: 'rounded-md border bg-muted p-3 text-sm text-foreground',
} as const;

/**
 * A boxed message a screen reader announces: a failure (`alert`), something done (`status`), or something
 * to know before going on, neither of those (`note`, announced politely like `status`).
 */
export function Notice({ kind, children }: { kind: keyof typeof tones; children: ReactNode }) {
  return (
    <p role={kind === 'alert' ? 'alert' : 'status'} className={tones[kind]}>
      {children}
    </p>
  );
}
