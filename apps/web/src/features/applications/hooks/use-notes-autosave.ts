import { useEffect, useState } from 'react';
import { createNotesSaver, type NotesSaveState } from '../lib/notes-saver';

/**
 * The notes as typed, and how saving them goes (see createNotesSaver). `save` is the one of the first
 * render: the page is keyed by job, so it always saves to the same application.
 */
export function useNotesAutosave(initial: string, save: (notes: string) => Promise<unknown>) {
  const [text, setText] = useState(initial);
  const [state, setState] = useState<NotesSaveState>('idle');
  const [saver] = useState(() => createNotesSaver({ initial, save, onState: setState }));
  useEffect(() => () => saver.dispose(), [saver]);

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
