import { type ComponentType, lazy, type ReactNode, useEffect, useReducer, useState } from 'react';
import type { ModuleLoad } from '../../app/route-modules.ts';

interface RouteModule {
  Component: ComponentType;
}

/**
 * A route element like lazyRoute's (app/router/lazy-route.tsx) for a module the entry may have
 * started early (app/early-start.ts). Its module arrived already: the page renders at once. The
 * early start asked for it and it has not arrived: `fallback` shows until it does, then the page
 * renders in a plain update. Otherwise (a move from another page): it suspends as lazyRoute does,
 * so the current page stays meanwhile.
 *
 * Why not suspend always: a page revealed after a Suspense fallback is a "retry", which React holds
 * back until 300 ms after the last fallback appeared; on a first load that delayed the details
 * header (the page's largest paint) by about that much (issue 16 part 8).
 */
export function earlyRoute(load: ModuleLoad<RouteModule>, fallback: ReactNode) {
  const Lazy = lazy(() => load().then((m) => ({ default: m.Component })));
  function EarlyRoute() {
    const [mode] = useState(() => (load.loaded() ? 'ready' : load.startedEarly() ? 'waiting' : 'lazy'));
    const [, arrived] = useReducer((n: number) => n + 1, 0);
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    useEffect(() => {
      if (mode !== 'waiting') return;
      let live = true;
      load().then(
        () => live && arrived(),
        (error: unknown) => live && setFailure({ error }),
      );
      return () => {
        live = false;
      };
    }, [mode]);
    // A failed load reaches the layout's error boundary, as a failed lazy route does.
    if (failure) throw failure.error;
    if (mode === 'lazy') return <Lazy />;
    const module = load.loaded();
    return module ? <module.Component /> : fallback;
  }
  return <EarlyRoute />;
}
