import type { Draft } from './check/structure-draft';

/** What the check form gives its roles and its degrees sections. */
export type EntrySectionProps = {
  draft: Draft;
  byHand: boolean;
  update: (change: Partial<Draft>) => void;
  /** Said to screen readers: what a move or a removal did. */
  announce: (message: string) => void;
  errorOf: (path: string) => string | undefined;
};
