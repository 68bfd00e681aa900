import { ThemeToggle } from '@/components/theme-toggle';
import { NotificationBell } from '@/features/notifications';
import { AccountPanel } from './account-panel';
import { Brand } from './brand';
import { MainNav } from './main-nav';

/** The fixed side menu of wide screens (lg and up). */
export function SideMenu() {
  return (
    <header data-testid="side-menu" className="fixed inset-y-0 left-0 z-30 hidden w-64 flex-col border-r bg-sidebar lg:flex">
      <div className="flex h-16 shrink-0 items-center px-5">
        <Brand />
      </div>
      <MainNav />
      <div className="grid gap-1 px-3 pb-2">
        <NotificationBell layout="menu" />
        <ThemeToggle className="w-full" />
      </div>
      <AccountPanel />
    </header>
  );
}
