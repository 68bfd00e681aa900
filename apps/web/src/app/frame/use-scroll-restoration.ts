import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const storageKey = 'seeker-scroll-positions';

/** Where each history entry was scrolled to, by its location key; kept over a reload for this tab. */
const positions = new Map<string, number>(readSaved());

function readSaved(): [string, number][] {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? '[]');
    return Array.isArray(saved)
      ? saved.filter((entry): entry is [string, number] => typeof entry?.[0] === 'string' && typeof entry?.[1] === 'number')
      : [];
  } catch {
    return [];
  }
}

function scrollToHash(hash: string): boolean {
  if (!hash) return false;
  const target = document.getElementById(decodeURIComponent(hash.slice(1)));
  target?.scrollIntoView();
  return target !== null;
}

/**
 * The browser's scroll behaviour for a single-page app: a new screen (a link, a redirect) starts at the
 * top or at its #anchor, while Back and Forward (and a reload) return to where that entry was left.
 */
export function useScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const save = () => {
      try {
        sessionStorage.setItem(storageKey, JSON.stringify([...positions].slice(-100)));
      } catch {
        // Storage full or refused: Back still works within the page's life.
      }
    };
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  // Remembered as it happens: by the time the next screen renders, the page may be shorter.
  useEffect(() => {
    const remember = () => positions.set(location.key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [location.key]);

  useLayoutEffect(() => {
    const saved = positions.get(location.key);
    if (navigationType === 'POP' && saved !== undefined) window.scrollTo(0, saved);
    else if (!scrollToHash(location.hash)) window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);
}
