import type { JobStatus } from '@seeker/contract';
import { useState, type DragEvent } from 'react';

const dragType = 'application/x-seeker-application';

/**
 * Native drag and drop of cards between columns (no library): `cardProps` on a card, `columnProps` on a
 * column, `onDrop` hears which card went where. The keyboard and the Move to… menu do the same without a pointer.
 */
export function useCardDrag(onDrop: (jobId: string, status: JobStatus) => void) {
  const [dragging, setDragging] = useState<string | null>(null);
  const [over, setOver] = useState<JobStatus | null>(null);
  const end = () => {
    setDragging(null);
    setOver(null);
  };

  const cardProps = (jobId: string) => ({
    draggable: true,
    onDragStart: (event: DragEvent<HTMLElement>) => {
      // Firefox starts a drag only with data set.
      event.dataTransfer?.setData(dragType, jobId);
      if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move';
      setDragging(jobId);
    },
    onDragEnd: end,
  });

  const columnProps = (status: JobStatus) => ({
    onDragOver: (event: DragEvent<HTMLElement>) => {
      if (!dragging) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'move';
      if (over !== status) setOver(status);
    },
    onDragLeave: (event: DragEvent<HTMLElement>) => {
      if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
      setOver((current) => (current === status ? null : current));
    },
    onDrop: (event: DragEvent<HTMLElement>) => {
      event.preventDefault();
      const jobId = dragging ?? event.dataTransfer?.getData(dragType);
      end();
      if (jobId) onDrop(jobId, status);
    },
  });

  return { dragging, over, cardProps, columnProps };
}
