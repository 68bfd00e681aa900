import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

/**
 * After a client-side navigation to another page, moves focus to `target` (the main region) so keyboard
 * and screen-reader users start at the new page instead of on a link that may now be hidden. A change of
 * the query alone (a Settings tab, a filter) stays on the same page: focus stays where the user is.
 */
export function useFocusOnNavigation(target: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const lastPath = useRef(pathname);

  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    target.current?.focus({ preventScroll: true });
  }, [pathname, target]);
}
