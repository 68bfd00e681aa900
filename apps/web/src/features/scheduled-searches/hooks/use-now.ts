import { useEffect, useState } from 'react';

/** The time, renewed every `intervalMs`: re-renders what depends on it (the retry hint, the polling rule). */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
