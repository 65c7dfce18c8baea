import { type ComponentType, lazy } from "react";

type Module<P> = { default: ComponentType<P> };

/** Code of the block types loaded on demand, by type (filled as blocks/components.ts is evaluated). */
const loaders = new Map<string, { load: () => Promise<unknown>; settled: () => boolean }>();
/** One promise per set of types still loading, so React's `use` sees the same promise on every render. */
const pending = new Map<string, Promise<unknown>>();

/**
 * A block component whose code is loaded on first render. `load` fetches it (once); after that,
 * React's `lazy` receives it synchronously, so a block whose code is already here never suspends:
 * hydration keeps its server HTML instead of showing the empty fallback (decision 091).
 */
export function lazyBlock<P>(type: string, load: () => Promise<Module<P>>) {
  let loaded: Module<P> | undefined;
  let settled = false;
  let loading: Promise<Module<P>> | undefined;
  const loadOnce = () => {
    loading ??= load().then(
      (module) => {
        loaded = module;
        settled = true;
        return module;
      },
      (error: unknown) => {
        settled = true;
        throw error;
      },
    );
    return loading;
  };
  loaders.set(type, { load: loadOnce, settled: () => settled });
  const component = lazy(() =>
    // biome-ignore lint/suspicious/noThenProperty: a thenable that calls back at once, which React's lazy reads as already resolved
    loaded ? ({ then: (resolve: (m: Module<P>) => void) => resolve(loaded as Module<P>) } as Promise<Module<P>>) : loadOnce(),
  );
  return Object.assign(component, { load: loadOnce });
}

/**
 * Undefined when the code of every on-demand block among `types` has arrived or failed to; otherwise
 * one promise (the same for the same types) that settles once it has. A failed fetch is not waited
 * for again: the block's own error boundary shows the failure.
 */
export function lazyBlocksPending(types: Iterable<string>): Promise<unknown> | undefined {
  const missing = [...new Set(types)].filter((type) => loaders.get(type)?.settled() === false).sort();
  if (missing.length === 0) return undefined;
  const key = missing.join(" ");
  let promise = pending.get(key);
  if (!promise) {
    const forget = () => pending.delete(key);
    promise = Promise.all(missing.map((type) => loaders.get(type)?.load())).then(forget, forget);
    pending.set(key, promise);
  }
  return promise;
}

/** Fetches the code of every on-demand block in the server's HTML under `root` (before hydration). */
export function loadLazyBlocksIn(root: ParentNode): Promise<unknown> {
  const types = Array.from(root.querySelectorAll("[data-block-type]"), (el) => el.getAttribute("data-block-type") ?? "");
  return lazyBlocksPending(types) ?? Promise.resolve();
}
