import { type ComponentType, lazy } from 'react';

/** A route module: the page component it exports as `Component`. */
export interface RouteModule {
  Component: ComponentType;
}

/**
 * A route element whose code loads on the first visit (its own chunk). It suspends until then: the
 * layout's Suspense boundary shows the page loader on a first render, and a move between pages (a
 * transition, see AppRouter) keeps the current page on screen meanwhile.
 */
export function lazyRoute(load: () => Promise<RouteModule>) {
  const Page = lazy(() => load().then((m) => ({ default: m.Component })));
  return <Page />;
}
