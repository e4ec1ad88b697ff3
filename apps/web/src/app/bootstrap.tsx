import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { createRoot } from 'react-dom/client';
import { configureApiAuth } from '../lib/api-client.ts';
import { fetchAuthConfig } from '../lib/auth/auth-config.ts';
import {
  announceIfSignedOut,
  BASE_PATH,
  browserApiAuth,
  CALLBACK_PATH,
  completeSignIn,
  completeSilentRenew,
  followSignOutElsewhere,
  getSignedInUser,
  initAuth,
  signIn,
  signOut,
} from '../lib/auth/auth-service.ts';
import { activateLanguage, initialLanguage } from '../lib/i18n/i18n.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { colorSchemeManager } from '../lib/theme/color-scheme.ts';
import { App } from './app.tsx';
import { AppRouter } from './router/app-router.tsx';
import { AppRoutes } from './routes.tsx';
import { signInFailureDetail } from './sign-in-failure.ts';
import { StartupErrorScreen } from './startup-error-screen.tsx';

/**
 * Sign-in first, then the app: completes the OIDC callback, or sends an unauthenticated user to the
 * identity provider with the URL they wanted, then renders the app with a bearer-carrying client.
 */
export async function bootstrap(container: HTMLElement) {
  const root = createRoot(container);
  // The catalogue loads beside sign-in and the startup calls; texts are ready before the first render.
  const languageReady = activateLanguage(initialLanguage())
    .catch(() => activateLanguage('en'))
    .catch(() => {});
  // The server answers a browser's mistyped address outside /store/ with this page (status 404);
  // the router only sees paths under its basename, so show its 404 page there.
  if (window.location.pathname !== BASE_PATH && !window.location.pathname.startsWith(`${BASE_PATH}/`)) {
    window.history.replaceState(null, '', `${BASE_PATH}/not-found${window.location.pathname}`);
  }
  try {
    announceIfSignedOut();
    initAuth(await fetchAuthConfig());
    if (window.location.pathname === CALLBACK_PATH) {
      if (window.parent !== window) {
        await completeSilentRenew(); // silent renewal in a hidden frame
        return;
      }
      window.history.replaceState(null, '', await completeSignIn());
    }
    const user = await getSignedInUser();
    if (!user) {
      await signIn();
      return;
    }
    configureApiAuth(browserApiAuth);
    followSignOutElsewhere();
    await languageReady;
    const router = (
      <AppRouter basename={BASE_PATH}>
        <AppRoutes />
      </AppRouter>
    );
    root.render(<App router={router} queryClient={createQueryClient()} onLogout={() => void signOut()} />);
  } catch (error) {
    // Sign-in itself failed (provider unreachable, stale callback): say what, and offer a fresh start.
    console.error(error);
    const restart = () => {
      sessionStorage.clear();
      window.location.assign(`${BASE_PATH}/`);
    };
    await languageReady;
    root.render(
      <I18nProvider i18n={i18n}>
        <MantineProvider colorSchemeManager={colorSchemeManager} defaultColorScheme="auto">
          <StartupErrorScreen error={error} onLogout={restart} detail={signInFailureDetail(error)} />
        </MantineProvider>
      </I18nProvider>,
    );
  }
}
