import { useEffect, useState } from 'react';
import { createNotesSaver, type NotesSaveState } from '../lib/notes-saver';

/**
 * The notes as typed, and how saving them goes (see createNotesSaver). `save` is the one of the first
 * render: the page is keyed by job, so it always saves to the same application.
 */
export function useNotesAutosave(initial: string, save: (notes: string) => Promise<unknown>, sendOnLeave: (notes: string) => void) {
  const [text, setText] = useState(initial);
  const [state, setState] = useState<NotesSaveState>('idle');
  const [saver] = useState(() => createNotesSaver({ initial, save, onState: setState }));
  useEffect(() => () => saver.dispose(), [saver]);
  // Closing the tab or reloading within the typing pause: the text goes with the page's last request
  // (keepalive outlives the page). After a failed save the browser also asks before leaving.
  useEffect(() => {
    const onPageHide = () => {
      const unsaved = saver.unsaved();
      if (unsaved !== null) sendOnLeave(unsaved);
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (saver.failed()) event.preventDefault();
    };
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [saver, sendOnLeave]);

  return {
    text,
    state,
    change: (notes: string) => {
      setText(notes);
      saver.change(notes);
    },
    flush: saver.flush,
  };
}
