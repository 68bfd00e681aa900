import { useRef, useState } from 'react';

/**
 * What a section's live region says after an action. The same words twice ("Saved Grace Hopper." after a
 * second save) are said again: the region empties first, then takes them a moment later.
 */
export function useAnnouncement() {
  const [said, setSaid] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  function say(text: string) {
    clearTimeout(timer.current);
    setSaid('');
    timer.current = setTimeout(() => setSaid(text), 50);
  }
  return [said, say] as const;
}
