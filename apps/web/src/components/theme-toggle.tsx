import { Moon, Sun } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useTheme } from '@/lib/theme';

/** Names the theme it switches to: "Dark Mode" while light, "Light Mode" while dark. */
export function ThemeToggle({ className }: { className?: string }) {
  const { theme, toggleTheme } = useTheme();
  const isDark = theme === 'dark';
  const Icon = isDark ? Sun : Moon;
  return (
    <Button variant="ghost" onClick={toggleTheme} className={cn('justify-start', className)}>
      <Icon aria-hidden="true" />
      {isDark ? 'Light Mode' : 'Dark Mode'}
    </Button>
  );
}
