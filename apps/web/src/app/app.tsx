import { i18n } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import {
  DirectionProvider,
  type MantineColorScheme,
  MantineProvider,
  useDirection,
  useMantineColorScheme,
} from '@mantine/core';
import { type QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { PageLoader } from '../components/page-loader.tsx';
import { isTokenMismatch } from '../lib/api-error.ts';
import { isLanguage, textDirection } from '../lib/i18n/languages.ts';
import { loadStartup, StartupContext } from '../lib/startup.ts';
import { brandCssVariables, buildTheme } from '../lib/theme/build-theme.ts';
import { colorSchemeManager } from '../lib/theme/color-scheme.ts';
import { StartupErrorScreen } from './startup-error-screen.tsx';

interface AppProps {
  /** The router with the app's routes (AppRouter in the browser, a memory router in tests). */
  router: ReactNode;
  queryClient: QueryClient;
  onLogout: () => void;
}

/**
 * The scheme stored on the server wins over the browser's copy (another browser may have changed
 * it); Mantine writes it back to the copy, so the next load paints in it from the start.
 */
function ColorSchemeSync({ stored }: { stored: MantineColorScheme | undefined }) {
  const { setColorScheme } = useMantineColorScheme();
  // Once per value from the server: setColorScheme changes with every switch, and re-applying the
  // startup value then would undo the user's choice in the menu.
  const applied = useRef<MantineColorScheme | undefined>(undefined);
  useEffect(() => {
    if (!stored || applied.current === stored) return;
    applied.current = stored;
    setColorScheme(stored);
  }, [stored, setColorScheme]);
  return null;
}

/** Mantine's direction (menus, drawers, arrows) follows the active language: Arabic is right to left. */
function DirectionSync() {
  const { i18n: active } = useLingui();
  const { setDirection } = useDirection();
  const locale = active.locale;
  useEffect(() => {
    setDirection(isLanguage(locale) ? textDirection(locale) : 'ltr');
  }, [locale, setDirection]);
  return null;
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
  const { _ } = useLingui();

  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariables}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="auto"
    >
      <ColorSchemeSync stored={startup.data?.me.colorScheme} />
      {startup.isPending ? <PageLoader label={_('app.loading')} /> : null}
      {startup.isError ? (
        <StartupErrorScreen
          error={startup.error}
          onLogout={onLogout}
          // A token refused for its audience, issuer or signature: the cause, for the operator.
          detail={isTokenMismatch(startup.error) ? startup.error.detail : undefined}
        />
      ) : null}
      {startup.data ? <StartupContext.Provider value={startup.data}>{router}</StartupContext.Provider> : null}
    </MantineProvider>
  );
}

export function App({ router, queryClient, onLogout }: AppProps) {
  return (
    <I18nProvider i18n={i18n}>
      <DirectionProvider>
        <DirectionSync />
        <QueryClientProvider client={queryClient}>
          <Shell router={router} onLogout={onLogout} />
        </QueryClientProvider>
      </DirectionProvider>
    </I18nProvider>
  );
}
