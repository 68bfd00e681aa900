import { X } from 'lucide-react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { AccountPanel } from './account-panel';
import { Brand } from './brand';
import { MainNav } from './main-nav';
import { trapTabKey } from '@/lib/tab-focus';

/**
 * Why the menu closed: `dismiss` (Escape, close button, backdrop) hands focus back to the menu button;
 * `navigate` leaves focus alone, for the new page or the wide layout to take.
 */
export type MenuCloseReason = 'dismiss' | 'navigate';

type MobileMenuProps = {
  open: boolean;
  onClose: (reason: MenuCloseReason) => void;
};

const WIDE_SCREEN_QUERY = '(min-width: 64rem)';

/**
 * The slide-in menu of narrow screens. It stays mounted so it can slide out over 0.3 s;
 * while closed it is `inert` and `invisible` (on closing, visibility flips after the slide ends).
 */
export function MobileMenu({ open, onClose }: MobileMenuProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    closeButtonRef.current?.focus();

    function onKeyDown(event: globalThis.KeyboardEvent) {
      // A dialog opened from the menu handles its own Escape first and marks it handled.
      if (event.key === 'Escape' && !event.defaultPrevented) onClose('dismiss');
    }
    // Growing past the breakpoint hides this menu; do not leave the page locked behind it.
    const wideScreen = window.matchMedia(WIDE_SCREEN_QUERY);
    function onWideScreen(event: MediaQueryListEvent) {
      if (event.matches) onClose('navigate');
    }
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    document.addEventListener('keydown', onKeyDown);
    wideScreen.addEventListener('change', onWideScreen);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', onKeyDown);
      wideScreen.removeEventListener('change', onWideScreen);
    };
  }, [open, onClose]);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (panelRef.current) trapTabKey(event, panelRef.current);
  }

  const navigate = () => onClose('navigate');

  return (
    <>
      <div
        aria-hidden="true"
        onClick={() => onClose('dismiss')}
        className={cn(
          'fixed inset-0 z-40 bg-black/50 transition-opacity duration-300 motion-reduce:transition-none lg:hidden',
          open ? 'opacity-100' : 'pointer-events-none opacity-0',
        )}
      />
      <div
        ref={panelRef}
        id="mobile-menu"
        data-testid="mobile-menu"
        data-state={open ? 'open' : 'closed'}
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        inert={!open}
        onKeyDown={handleKeyDown}
        className={cn(
          'fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col border-r bg-sidebar shadow-xl lg:hidden',
          'duration-300 ease-in-out motion-reduce:transition-none',
          // Opening shows the panel at once so focus can move into it; closing hides it after the slide.
          open ? 'visible translate-x-0 transition-[transform,translate]' : 'invisible -translate-x-full transition-[transform,translate,visibility]',
        )}
      >
        <div className="flex h-14 shrink-0 items-center justify-between pr-2 pl-4">
          <Brand onNavigate={navigate} />
          <Button ref={closeButtonRef} variant="ghost" size="icon" aria-label="Close menu" onClick={() => onClose('dismiss')}>
            <X aria-hidden="true" className="size-5" />
          </Button>
        </div>
        <MainNav onNavigate={navigate} />
        <AccountPanel />
      </div>
    </>
  );
}
