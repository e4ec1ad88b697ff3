import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { PageLoader } from '../components/page-loader.tsx';
import { loadStartup, StartupContext } from '../lib/startup.ts';
import { brandCssVariables, buildTheme } from '../lib/theme/build-theme.ts';
import { StartupErrorScreen } from './startup-error-screen.tsx';

interface AppProps {
  /** The router with the app's routes (AppRouter in the browser, a memory router in tests). */
  router: ReactNode;
  queryClient: QueryClient;
  onLogout: () => void;
}

/** Startup calls first (config, branding, user); the router renders only when they are done. */
function Shell({ router, onLogout }: Omit<AppProps, 'queryClient'>) {
  const startup = useQuery({
    queryKey: ['startup'],
    queryFn: loadStartup,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const branding = startup.data?.branding;
  const theme = useMemo(() => buildTheme(branding), [branding]);
  const cssVariables = useMemo(() => brandCssVariables(branding), [branding]);

  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariables}>
      {startup.isPending ? <PageLoader label="Loading the storefront" /> : null}
      {startup.isError ? <StartupErrorScreen error={startup.error} onLogout={onLogout} /> : null}
      {startup.data ? <StartupContext.Provider value={startup.data}>{router}</StartupContext.Provider> : null}
    </MantineProvider>
  );
}

export function App({ router, queryClient, onLogout }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <Shell router={router} onLogout={onLogout} />
    </QueryClientProvider>
  );
}
