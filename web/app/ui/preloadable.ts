// Popups at once. A popup's code is its own chunk, fetched ahead (first interaction,
// hover, focus). React.lazy alone would still suspend on the first render even when the chunk is already
// here (its promise settles a tick later), and React holds a revealed Suspense boundary back for
// about 300 ms after its fallback — the 306–340 ms the issue measured. A module fetched ahead is
// therefore handed to lazy() as an already-settled thenable, so the popup renders in the same
// commit as the click.
import { type ComponentType, lazy } from "react";

/** A thenable that calls back at once: React.lazy then resolves in the same render. */
function settled<T>(value: T) {
  return {
    status: "fulfilled" as const,
    value,
    // biome-ignore lint/suspicious/noThenProperty: a thenable React reads synchronously
    then(onFulfilled: (value: T) => unknown) {
      onFulfilled(value);
    },
  };
}

export function preloadable<M>(load: () => Promise<M>) {
  let loaded: M | undefined;
  let pending: Promise<M> | undefined;
  const preload = (): Promise<M> => {
    if (loaded) return Promise.resolve(loaded);
    pending ??= load().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        pending = undefined; // a failed fetch (offline) is tried again on the next intent
        throw error;
      },
    );
    return pending;
  };
  /** A lazy component that renders at once when the module is already here. */
  function component<P extends object>(pick: (module: M) => ComponentType<P>) {
    return lazy(() => {
      if (loaded) return settled({ default: pick(loaded) }) as unknown as Promise<{ default: ComponentType<P> }>;
      return preload().then((module) => ({ default: pick(module) }));
    });
  }
  return { preload, component, isLoaded: () => loaded !== undefined };
}
