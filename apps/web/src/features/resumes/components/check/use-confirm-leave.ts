import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

/**
 * Where a click on a link would take the person inside the app, or null when it would not leave this
 * page for another of the app's: a link that opens elsewhere (new tab, download, another site, a
 * modified click) or only moves within the page ("#field").
 */
export function inAppDestination(event: MouseEvent): { to: string; link: HTMLAnchorElement } | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const to = otherPage(link.href);
  return to === null ? null : { to, link };
}

/** The app's path of `href` when it is another page of the app than this one; null otherwise. */
function otherPage(href: string): string | null {
  const url = new URL(href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The part of the Navigation API (Chromium's; not yet in TypeScript's DOM types) that the browser's Back and Forward go through. */
type TraverseEvent = Event & { navigationType: string; destination: { url: string; key: string } };
type BrowserNavigation = EventTarget & { traverseTo: (key: string) => { committed: Promise<unknown>; finished: Promise<unknown> } };
const browserNavigation = () => (window as Window & { navigation?: BrowserNavigation }).navigation;

/** Where leaving would go: an app path (a link), or an entry of the tab's history (Back, Forward). */
type Leaving = { to: string } | { traverseTo: string };

/**
 * "Discard changes?" before unsaved edits are left: while `dirty`, a link to another of the app's pages
 * (the screen's Back link, the menu, any other) asks first, and closing or reloading the tab gets the
 * browser's own question. The click is held back before the router sees it (its default prevented, so
 * React Router's Link does not navigate; the menu still closes); Discard goes where it led. The browser's
 * Back and Forward ask too where the browser lets a page hold them (the Navigation API, after the person
 * used the page); elsewhere they leave as before.
 */
export function useConfirmLeave(dirty: boolean) {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState<Leaving | null>(null);
  // The link that asked, for focus to go back to after Keep editing; none after Discard.
  const asker = useRef<HTMLAnchorElement | null>(null);
  // Set by Discard: the history move it makes is not asked about again.
  const discarding = useRef(false);

  useEffect(() => {
    if (!dirty) return;
    const onClick = (event: MouseEvent) => {
      const destination = inAppDestination(event);
      if (!destination) return;
      event.preventDefault();
      asker.current = destination.link;
      setLeaving({ to: destination.to });
    };
    const onTraverse = (event: Event) => {
      const { navigationType, destination, cancelable } = event as TraverseEvent;
      if (navigationType !== 'traverse' || !cancelable || discarding.current || !otherPage(destination.url)) return;
      event.preventDefault();
      asker.current = null;
      setLeaving({ traverseTo: destination.key });
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    const history = browserNavigation();
    // Capture, on the document: before React's own handlers (on the app's root) and the router's Link.
    document.addEventListener('click', onClick, true);
    history?.addEventListener('navigate', onTraverse);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      history?.removeEventListener('navigate', onTraverse);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [dirty]);

  return {
    open: leaving !== null,
    keepEditing: () => setLeaving(null),
    discard: () => {
      if (leaving === null) return;
      asker.current = null;
      discarding.current = true;
      setLeaving(null);
      if ('to' in leaving) void navigate(leaving.to);
      else {
        // A move the browser gives up (the entry gone meanwhile) leaves the person here: nothing to report.
        const moved = browserNavigation()?.traverseTo(leaving.traverseTo);
        moved?.committed.catch(() => undefined);
        // A move that does not go through leaves the person here with their edits: ask again next time.
        moved?.finished.catch(() => (discarding.current = false));
        if (!moved) discarding.current = false;
      }
    },
    /** After Keep editing, focus goes back to the link (when it is still there to take it); after Discard, the new page takes it. */
    returnFocus: () => (asker.current?.isConnected ? asker.current : null),
  };
}
