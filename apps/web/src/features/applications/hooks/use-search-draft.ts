import { useEffect, useState } from 'react';

export const searchDelayMs = 300;

/**
 * The search box's text, sent on (`onSearch`) once typing pauses; when the search changes elsewhere
 * (Clear filters, Back) the box shows it.
 */
export function useSearchDraft(search: string, onSearch: (search: string) => void) {
  const [draft, setDraft] = useState(search);
  const [shown, setShown] = useState(search);
  if (search !== shown) {
    setShown(search);
    if (search !== draft.trim()) setDraft(search);
  }
  useEffect(() => {
    if (draft.trim() === search) return;
    const timer = setTimeout(() => onSearch(draft.trim()), searchDelayMs);
    return () => clearTimeout(timer);
  }, [draft, search, onSearch]);
  return [draft, setDraft] as const;
}
