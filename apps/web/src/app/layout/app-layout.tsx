import { useLingui } from '@lingui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../components/page-loader.tsx';
import { isDemo, signOut } from '../../lib/auth/auth-service.ts';
import { myStoreKey } from '../../lib/my-store.ts';
import { useBranding } from '../../lib/startup.ts';
import { useLiveUpdates } from '../../lib/use-live-updates.ts';
import { RouteErrorBoundary } from '../router/route-error-boundary.tsx';
import { useScrollRestoration } from '../router/use-scroll-restoration.ts';
import { AppHeader } from './app-header.tsx';
import { pageTitle } from './page-title.ts';
import { RouteError } from './route-error.tsx';

/**
 * Skip link, header and the main landmark around every page. A page that fails to load or render
 * shows the error inside the layout; one whose code is still loading shows the page loader.
 */
export function AppLayout({ onLogout = () => void signOut() }: { onLogout?: () => void }) {
  const { _ } = useLingui();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const { brandName } = useBranding();
  useScrollRestoration();
  // Badges, the bell and News follow server events without a reload (issue 14).
  useLiveUpdates();

  // The store (badges, recently viewed) is refreshed on every route change (spec section 4).
  useEffect(() => {
    void pathname;
    void queryClient.invalidateQueries({ queryKey: myStoreKey });
  }, [pathname, queryClient]);

  useEffect(() => {
    document.title = pageTitle(pathname, brandName);
  }, [pathname, brandName]);

  return (
    <>
      <a className="skip-link" href="#main">
        {_('shell.skipToMain')}
      </a>
      {isDemo() ? (
        <p className="demo-notice" role="note">
          {_('shell.demoNotice')}
        </p>
      ) : null}
      <AppHeader onLogout={onLogout} />
      <main
        id="main"
        tabIndex={-1}
        style={{ padding: 'var(--mantine-spacing-md)', maxWidth: 1400, margin: '0 auto' }}
      >
        <RouteErrorBoundary resetKey={pathname} fallback={(error) => <RouteError error={error} />}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
    </>
  );
}
