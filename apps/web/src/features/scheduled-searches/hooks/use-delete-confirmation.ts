import type { ScheduledSearch } from '@seeker/contract';
import { useRef, useState, type RefObject } from 'react';

type Options = {
  remove: (schedule: ScheduledSearch) => Promise<boolean>;
  /** Where focus goes once a schedule is gone (its card and its Delete button with it). */
  focusAfterDelete: RefObject<HTMLElement | null>;
};

/**
 * Delete asks first. The dialog stays up while the server answers; then focus goes to `focusAfterDelete`
 * when the card is gone, or back to the card's Delete button on Cancel or failure.
 */
export function useDeleteConfirmation({ remove, focusAfterDelete }: Options) {
  const [target, setTarget] = useState<ScheduledSearch | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const trigger = useRef<HTMLElement | null>(null);
  const deleted = useRef(false);

  const ask = (schedule: ScheduledSearch) => {
    trigger.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    deleted.current = false;
    setAnnouncement('');
    setTarget(schedule);
  };
  const cancel = () => {
    if (!deleting) setTarget(null);
  };
  const confirm = async () => {
    if (!target || deleting) return;
    setDeleting(true);
    deleted.current = await remove(target);
    setAnnouncement(deleted.current ? 'Scheduled search deleted' : '');
    setDeleting(false);
    setTarget(null);
  };
  // The dialog has no Radix trigger to return to, so focus is placed here as it closes.
  const onCloseAutoFocus = (event: Event) => {
    event.preventDefault();
    const back = trigger.current;
    if (!deleted.current && back?.isConnected) back.focus();
    else focusAfterDelete.current?.focus();
  };

  return { target, deleting, announcement, ask, cancel, confirm: () => void confirm(), onCloseAutoFocus };
}
