import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '@/test/match-media';
import { ThemeProvider, useTheme } from './theme';

function ThemeProbe() {
  const { theme, toggleTheme } = useTheme();
  return (
    <button type="button" onClick={toggleTheme}>
      theme is {theme}
    </button>
  );
}

function renderWithTheme() {
  return render(
    <ThemeProvider>
      <ThemeProbe />
    </ThemeProvider>,
  );
}

const root = () => document.documentElement;

describe('theme start rule', () => {
  it('uses the saved theme over the system preference', () => {
    window.localStorage.setItem('theme', 'light');
    stubMatchMedia((query) => query === '(prefers-color-scheme: dark)');
    renderWithTheme();
    expect(screen.getByRole('button')).toHaveTextContent('theme is light');
    expect(root()).toHaveClass('light');
    expect(root()).not.toHaveClass('dark');
  });

  it('follows a dark system preference when nothing is saved', () => {
    stubMatchMedia((query) => query === '(prefers-color-scheme: dark)');
    renderWithTheme();
    expect(screen.getByRole('button')).toHaveTextContent('theme is dark');
    expect(root()).toHaveClass('dark');
  });

  it('defaults to light', () => {
    renderWithTheme();
    expect(screen.getByRole('button')).toHaveTextContent('theme is light');
    expect(root()).toHaveClass('light');
  });

  it('ignores a saved value that is not a theme', () => {
    window.localStorage.setItem('theme', 'purple');
    stubMatchMedia((query) => query === '(prefers-color-scheme: dark)');
    renderWithTheme();
    expect(root()).toHaveClass('dark');
  });
});

describe('theme saving', () => {
  it('saves nothing until the user chooses, so the system setting keeps deciding', () => {
    stubMatchMedia((query) => query === '(prefers-color-scheme: dark)');
    renderWithTheme();
    expect(window.localStorage.getItem('theme')).toBeNull();
  });

  it('follows a change of the system setting while nothing is saved', () => {
    let listener: ((event: MediaQueryListEvent) => void) | undefined;
    stubMatchMedia(() => false);
    const matchMedia = vi.mocked(window.matchMedia);
    matchMedia.mockImplementation(
      (query: string) =>
        ({
          matches: false,
          media: query,
          addEventListener: (_: string, fn: typeof listener) => (listener = fn),
          removeEventListener: vi.fn(),
        }) as never,
    );
    renderWithTheme();
    expect(root()).toHaveClass('light');
    act(() => listener?.({ matches: true } as MediaQueryListEvent));
    expect(root()).toHaveClass('dark');
  });
});

describe('theme toggle', () => {
  it('flips the class on <html> and saves the choice under "theme"', async () => {
    const user = userEvent.setup();
    renderWithTheme();

    await user.click(screen.getByRole('button'));
    expect(root()).toHaveClass('dark');
    expect(root()).not.toHaveClass('light');
    expect(window.localStorage.getItem('theme')).toBe('dark');

    await user.click(screen.getByRole('button'));
    expect(root()).toHaveClass('light');
    expect(root()).not.toHaveClass('dark');
    expect(window.localStorage.getItem('theme')).toBe('light');
  });

  it('setTheme sets a theme directly', () => {
    const { result } = renderHook(() => useTheme(), { wrapper: ThemeProvider });
    act(() => result.current.setTheme('dark'));
    expect(result.current.theme).toBe('dark');
    expect(root()).toHaveClass('dark');
  });
});

describe('useTheme', () => {
  it('throws outside a ThemeProvider', () => {
    // React logs the thrown error; keep the test output clean.
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useTheme())).toThrow(new Error('useTheme must be used within a ThemeProvider'));
    spy.mockRestore();
  });
});
