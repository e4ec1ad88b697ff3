import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { signOut } from '../../lib/auth/auth-service.ts';
import { myStoreKey } from '../../lib/my-store.ts';
import { useBranding } from '../../lib/startup.ts';
import { AppHeader } from './app-header.tsx';

/** Skip link, header and the main landmark around every page. */
export function AppLayout({ onLogout = () => void signOut() }: { onLogout?: () => void }) {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const { brandName } = useBranding();

  // The store (badges, recently viewed) is refreshed on every route change (spec section 4).
  useEffect(() => {
    void pathname;
    void queryClient.invalidateQueries({ queryKey: myStoreKey });
  }, [pathname, queryClient]);

  useEffect(() => {
    document.title = brandName;
  }, [brandName]);

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <AppHeader onLogout={onLogout} />
      <main
        id="main"
        tabIndex={-1}
        style={{ padding: 'var(--mantine-spacing-md)', maxWidth: 1400, margin: '0 auto' }}
      >
        <Outlet />
      </main>
      <ScrollRestoration />
    </>
  );
}
