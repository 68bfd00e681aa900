import { useCallback, useEffect, useState } from 'react';

export type LazyModule<T> = {
  /** Fetches it once; after a failed fetch the next call tries again (the network may be back). */
  load: () => Promise<T>;
  /** It, once loaded; undefined before. */
  loaded: () => T | undefined;
};

/** Something from a module fetched when first needed, outside the first-load bundle (`fetch` is a dynamic import). */
export function lazyModule<T>(fetch: () => Promise<T>): LazyModule<T> {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    load() {
      loading ??= fetch().then(
        (fetched) => (value = fetched),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => value,
  };
}

/**
 * Whether these lazy modules have all loaded, loading them if not: false until then, and the component
 * renders again once they are. `modules`: a module-level constant list; `what` names them in the warning
 * a failed load leaves in the console.
 */
export function useLazyModules(modules: readonly LazyModule<unknown>[], what: string): boolean {
  const [loaded, setLoaded] = useState(() => modules.every((module) => module.loaded() !== undefined));
  useEffect(() => {
    if (loaded) return;
    let live = true;
    Promise.all(modules.map((module) => module.load())).then(
      () => live && setLoaded(true),
      (error: unknown) => console.warn(`Could not load ${what}`, error),
    );
    return () => {
      live = false;
    };
  }, [loaded, modules, what]);
  return loaded;
}

/**
 * One lazy module for a component that shows its own failure, read as a query is (QueryState takes it):
 * `data`, its value once loaded, fetched while `wanted`; `isError` after a fetch failed (logged as an error
 * naming `what`) until `refetch` asks again.
 */
export function useLazyModule<T>(module: LazyModule<T>, wanted: boolean, what: string) {
  const [value, setValue] = useState(module.loaded);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!wanted || value !== undefined) return;
    let live = true;
    module.load().then(
      (loaded) => live && setValue(() => loaded),
      (error: unknown) => {
        console.error(`Could not load ${what}`, error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [module, wanted, value, attempt, what]);
  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((count) => count + 1);
  }, []);
  return { data: value, isError: failed && value === undefined, refetch: retry };
}
