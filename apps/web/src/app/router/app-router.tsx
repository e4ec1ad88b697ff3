import { type ReactNode, startTransition, useLayoutEffect, useRef, useState } from 'react';
// The history BrowserRouter itself uses (exported for custom routers like this one).
import { UNSAFE_createBrowserHistory as createBrowserHistory, Router } from 'react-router';

/**
 * The browser router without the data router (half the router's code, and the first page's
 * JavaScript): routes are plain elements (see lazy-route.tsx), errors and scroll positions are
 * handled by the layout. A move to another page renders in a transition, so the current page stays
 * until the next one's code has arrived; a change of the query on the same page (search, filters,
 * paging) renders at once, so a quick second click builds on the first.
 */
export function AppRouter({ basename, children }: { basename: string; children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ window, v5Compat: true }));
  const [state, setState] = useState({ action: history.action, location: history.location });

  const pathname = useRef(history.location.pathname);

  useLayoutEffect(
    () =>
      history.listen((next) => {
        const update = { action: next.action, location: next.location };
        const samePage = next.location.pathname === pathname.current;
        pathname.current = next.location.pathname;
        if (samePage) setState(update);
        else startTransition(() => setState(update));
      }),
    [history],
  );

  return (
    <Router basename={basename} location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}
