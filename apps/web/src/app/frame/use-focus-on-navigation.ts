import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

/**
 * After a client-side navigation, moves focus to `target` (the main region) so keyboard and
 * screen-reader users start at the new page instead of on a link that may now be hidden.
 */
export function useFocusOnNavigation(target: RefObject<HTMLElement | null>): void {
  const { key } = useLocation();
  const lastKey = useRef(key);

  useEffect(() => {
    if (lastKey.current === key) return;
    lastKey.current = key;
    target.current?.focus({ preventScroll: true });
  }, [key, target]);
}
