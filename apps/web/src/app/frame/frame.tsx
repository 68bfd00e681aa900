import { useCallback, useRef, useState } from 'react';
import { Outlet } from 'react-router';
import { PushNotice } from '@/features/notifications';
import { type MenuCloseReason, MobileMenu } from './mobile-menu';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';
import { useFocusOnNavigation } from './use-focus-on-navigation';
import { useScrollRestoration } from './use-scroll-restoration';

/** The page frame around every signed-in screen. */
export function Frame() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const mainRef = useRef<HTMLElement>(null);
  useFocusOnNavigation(mainRef);
  useScrollRestoration();

  const closeMenu = useCallback((reason: MenuCloseReason) => {
    setMenuOpen(false);
    if (reason === 'dismiss') menuButtonRef.current?.focus();
  }, []);

  return (
    <div className="min-h-dvh bg-background text-foreground">
      <a
        href="#main"
        className="sr-only rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:outline-none focus:ring-2 focus:ring-ring"
      >
        Skip to content
      </a>
      <SideMenu />
      <TopBar menuOpen={menuOpen} onOpenMenu={() => setMenuOpen(true)} menuButtonRef={menuButtonRef} />
      <MobileMenu open={menuOpen} onClose={closeMenu} />
      <main id="main" ref={mainRef} tabIndex={-1} className="outline-none lg:pl-64">
        <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:px-8 lg:py-10">
          <Outlet />
        </div>
      </main>
      <PushNotice />
    </div>
  );
}
