import { cn } from '@/lib/cn';

export type AuthMode = 'sign-in' | 'sign-up';

const modes: { mode: AuthMode; label: string }[] = [
  { mode: 'sign-in', label: 'Sign in' },
  { mode: 'sign-up', label: 'Create account' },
];

type AuthModeSwitchProps = {
  mode: AuthMode;
  onChange: (mode: AuthMode) => void;
  disabled: boolean;
};

/** Two pressed/unpressed buttons choosing between signing in and creating an account. */
export function AuthModeSwitch({ mode, onChange, disabled }: AuthModeSwitchProps) {
  return (
    <div role="group" aria-label="Account" className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1">
      {modes.map((option) => {
        const selected = option.mode === mode;
        return (
          <button
            key={option.mode}
            type="button"
            aria-pressed={selected}
            disabled={disabled}
            onClick={() => onChange(option.mode)}
            className={cn(
              'h-9 rounded-md text-sm font-medium transition-colors outline-none',
              'focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50',
              selected ? 'bg-background text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
