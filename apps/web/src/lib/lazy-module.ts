import { useEffect, useState } from 'react';

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
