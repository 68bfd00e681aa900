import type { ReactNode } from 'react';

type TextToggleProps = { expanded: boolean; controls: string; onToggle: () => void; children: ReactNode };

/** A small link-styled button that opens or closes a cut-short part of a card. */
export function TextToggle({ expanded, controls, onToggle, children }: TextToggleProps) {
  return (
    <button
      type="button"
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onToggle}
      className="justify-self-start rounded-sm text-sm font-medium text-primary outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
    >
      {children}
    </button>
  );
}
