import { useEffect, useState } from 'react';

/** Completions for what was typed in a field (places, say), best first; may reject (offline): typing still works. */
export type Suggest = (text: string, signal: AbortSignal) => Promise<string[]>;

/** How long typing rests before the field asks: one request a word, not one a letter. */
const restMs = 150;

/** What is offered for a text: completions of it whole, or of its last part after a comma (`before`: the parts before it). */
type Offered = { text: string; options: string[]; before: string[] };

/**
 * Completions of the text whole ("New Orleans, LA"); failing that, of what follows its last comma ("Remote, Berl"
 * offers Berlin, the parts before it kept as they are).
 */
async function complete(text: string, suggest: Suggest, signal: AbortSignal): Promise<Omit<Offered, 'text'>> {
  const whole = await suggest(text, signal);
  const parts = text.split(',');
  const last = parts.at(-1)!.trim();
  if (whole.length > 0 || parts.length < 2 || last.length < 2) return { options: whole, before: [] };
  return { options: await suggest(last, signal), before: parts.slice(0, -1) };
}

/**
 * The completions offered for `text`, asked once typing rests, and which one the arrow keys point at (-1: none).
 * Each state is kept with the text it is for, so a new text starts with none pointed at and the list open.
 */
export function useSuggestions(text: string, suggest: Suggest | undefined) {
  const [offered, setOffered] = useState<Offered>({ text: '', options: [], before: [] });
  const [pointed, setPointed] = useState({ text: '', at: -1 });
  const [closedFor, setClosedFor] = useState<string | null>(null);
  const asks = Boolean(suggest) && text.trim().length >= 2;

  useEffect(() => {
    if (!suggest || !asks) return;
    const asking = new AbortController();
    const timer = window.setTimeout(() => {
      complete(text, suggest, asking.signal)
        .then((found) => setOffered({ text, ...found }))
        .catch(() => setOffered({ text, options: [], before: [] }));
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
    /** The parts typed before the one the options complete: each a tag of its own when one is picked. */
    before: offered.text === text ? offered.before : [],
    active: at,
    /** Points at the next (1) or previous (-1) option; past either end, back at the text as typed (-1). */
    step: (by: 1 | -1) => {
      const next = at + by;
      setPointed({ text, at: next >= options.length ? -1 : next < -1 ? options.length - 1 : next });
    },
    close: () => setClosedFor(text),
  };
}
