import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';

/** Shown instead of a blank page when a screen throws while rendering (or its code cannot be fetched). */
export function RouteError() {
  return (
    <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-background p-6 text-center text-foreground">
      <title>Something went wrong · Seeker</title>
      <h1 className="text-2xl font-semibold">Something went wrong</h1>
      <p className="max-w-md text-muted-foreground">This screen failed to load. Reloading the page usually helps.</p>
      <Button onClick={() => window.location.reload()}>Reload page</Button>
    </div>
  );
}

type BoundaryProps = { locationKey: string; children: ReactNode };
/** `at`: the location the error was caught on, set on the render after the catch (which has no props). */
type BoundaryState = { failed: boolean; at: string | null };

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, at: null };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true, at: null };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (!state.failed) return null;
    if (state.at === null) return { at: props.locationKey };
    // Another location (Back, say) tries the screens again.
    return state.at === props.locationKey ? null : { failed: false, at: null };
  }

  override componentDidCatch(error: unknown) {
    console.error('A screen failed', error);
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/** Catches what a screen (or the frame) throws and shows RouteError until the location changes. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return <Boundary locationKey={location.key}>{children}</Boundary>;
}
