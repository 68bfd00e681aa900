import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { ThemeProvider } from '@/lib/theme';

/** The app's providers around a fresh query cache that never retries (also for renderHook). */
export function createWrapper(queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })) {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <ThemeProvider>{children}</ThemeProvider>
      </QueryClientProvider>
    );
  }
  return Object.assign(Wrapper, { queryClient });
}

/** Renders with the app's providers and a fresh query cache that never retries. */
export function renderWithProviders(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  const wrapper = createWrapper();
  return { queryClient: wrapper.queryClient, ...render(ui, { wrapper, ...options }) };
}
