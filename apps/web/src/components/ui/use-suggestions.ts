import { useEffect, useState } from 'react';

/** Completions for what was typed in a field (places, say), best first; may reject (offline): typing still works. */
export type Suggest = (text: string, signal: AbortSignal) => Promise<string[]>;

/** How long typing rests before the field asks: one request a word, not one a letter. */
const restMs = 150;

/**
 * The completions offered for `text`, asked once typing rests, and which one the arrow keys point at (-1: none).
 * Each state is kept with the text it is for, so a new text starts with none pointed at and the list open.
 */
export function useSuggestions(text: string, suggest: Suggest | undefined) {
  const [offered, setOffered] = useState<{ text: string; options: string[] }>({ text: '', options: [] });
  const [pointed, setPointed] = useState({ text: '', at: -1 });
  const [closedFor, setClosedFor] = useState<string | null>(null);
  const asks = Boolean(suggest) && text.trim().length >= 2;

  useEffect(() => {
    if (!suggest || !asks) return;
    const asking = new AbortController();
    const timer = window.setTimeout(() => {
      suggest(text, asking.signal)
        .then((options) => setOffered({ text, options }))
        .catch(() => setOffered({ text, options: [] }));
    }, restMs);
    return () => {
      window.clearTimeout(timer);
      asking.abort();
    };
  }, [text, suggest, asks]);

  // Only what was offered for the text as it is now: an answer for an older text is not shown.
  const options = asks && closedFor !== text && offered.text === text ? offered.options : [];
  const at = pointed.text === text && pointed.at < options.length ? pointed.at : -1;
  return {
    options,
    active: at,
    /** Points at the next (1) or previous (-1) option; past either end, back at the text as typed (-1). */
    step: (by: 1 | -1) => {
      const next = at + by;
      setPointed({ text, at: next >= options.length ? -1 : next < -1 ? options.length - 1 : next });
    },
    close: () => setClosedFor(text),
  };
}
