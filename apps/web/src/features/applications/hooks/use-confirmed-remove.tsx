import { useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

type ConfirmedRemoveOptions<T> = {
  title: string;
  describe: (item: T) => string;
  remove: (item: T) => void;
  /** Where focus goes once the item is removed (its Remove button goes with it). */
  afterRemove: () => HTMLElement | null;
};

/** Remove asks first: Cancel or Escape keeps the item and returns focus to its Remove button. */
export function useConfirmedRemove<T>({ title, describe, remove, afterRemove }: ConfirmedRemoveOptions<T>) {
  const [asked, setAsked] = useState<T | null>(null);
  const askedFrom = useRef<HTMLElement | null>(null);
  const confirmed = useRef(false);
  const dialog = (
    <ConfirmDialog
      open={asked !== null}
      title={title}
      description={asked ? describe(asked) : ''}
      action="Remove"
      onCancel={() => setAsked(null)}
      onConfirm={() => {
        confirmed.current = true;
        if (asked) remove(asked);
        setAsked(null);
      }}
      returnFocus={() => (confirmed.current ? afterRemove() : askedFrom.current?.isConnected ? askedFrom.current : null)}
    />
  );
  const ask = (item: T) => {
    confirmed.current = false;
    askedFrom.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setAsked(item);
  };
  return { ask, dialog };
}
