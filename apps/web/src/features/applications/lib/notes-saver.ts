/** Typing must pause this long before the notes are saved. */
export const notesSaveDelayMs = 800;
/** After a failed save the notes are sent again this long after, until they are saved or changed. */
export const notesRetryMs = 4000;

export type NotesSaveState = 'idle' | 'saving' | 'saved' | 'failed';

type NotesSaverOptions = {
  initial: string;
  save: (notes: string) => Promise<unknown>;
  onState: (state: NotesSaveState) => void;
};

/**
 * Saves notes as they are typed: once typing pauses, never two saves at once, and again after a failure
 * (the text stays as typed). `dispose` sends what is still unsaved, when the page is left.
 */
export function createNotesSaver({ initial, save, onState }: NotesSaverOptions) {
  let latest = initial;
  let saved = initial;
  let inFlight = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let state: NotesSaveState = 'idle';
  const setState = (next: NotesSaveState) => {
    state = next;
    onState(next);
  };
  const schedule = (delay: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => void flush(), delay);
  };

  async function flush() {
    clearTimeout(timer);
    timer = undefined;
    if (inFlight || latest === saved) return;
    const notes = latest;
    inFlight = true;
    setState('saving');
    try {
      await save(notes);
      saved = notes;
      inFlight = false;
      // Typed on while this one was on its way: that text is saved in turn.
      if (latest !== notes) schedule(notesSaveDelayMs);
      else setState('saved');
    } catch {
      inFlight = false;
      setState('failed');
      schedule(notesRetryMs);
    }
  }

  return {
    change(notes: string) {
      latest = notes;
      if (state === 'saved') setState('idle');
      if (!inFlight) schedule(notesSaveDelayMs);
    },
    flush,
    /** The text not saved yet (typed since, or refused), or null when all is saved. */
    unsaved: () => (latest === saved ? null : latest),
    /** Whether the last save failed (the text is only here). */
    failed: () => state === 'failed',
    dispose() {
      clearTimeout(timer);
      if (!inFlight && latest !== saved) void save(latest).catch(() => {});
    },
  };
}
