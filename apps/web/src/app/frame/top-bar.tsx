import { Menu } from 'lucide-react';
import type { Ref } from 'react';
import { ThemeToggle } from '@/components/theme-toggle';
import { Button } from '@/components/ui/button';
import { NotificationBell } from '@/features/notifications';
import { Brand } from './brand';

type TopBarProps = {
  menuOpen: boolean;
  onOpenMenu: () => void;
  menuButtonRef: Ref<HTMLButtonElement>;
};

/** The bar of narrow screens, with the button that slides the menu in. */
export function TopBar({ menuOpen, onOpenMenu, menuButtonRef }: TopBarProps) {
  return (
    <header
      data-testid="top-bar"
      className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b bg-background/95 px-2 backdrop-blur sm:px-4 lg:hidden"
    >
      <Button
        ref={menuButtonRef}
        variant="ghost"
        size="icon"
        aria-label="Open menu"
        aria-expanded={menuOpen}
        aria-controls="mobile-menu"
        onClick={onOpenMenu}
      >
        <Menu aria-hidden="true" className="size-5" />
      </Button>
      <Brand />
      <div className="ml-auto flex items-center gap-1">
        <NotificationBell layout="icon" />
        <ThemeToggle />
      </div>
    </header>
  );
}
