import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has come into (or near) the viewport, and from then on: a card far down a long
 * grid fetches nothing until it is scrolled to. Where there is no IntersectionObserver, true at once.
 */
export function useFirstSeen(ref: RefObject<Element | null>, rootMargin = '200px'): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, seen]);
  return seen;
}
