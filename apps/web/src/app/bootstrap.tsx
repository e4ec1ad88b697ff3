import { MantineProvider } from '@mantine/core';
import { createRoot } from 'react-dom/client';
import { configureApiAuth } from '../lib/api-client.ts';
import { fetchAuthConfig } from '../lib/auth/auth-config.ts';
import {
  BASE_PATH,
  browserApiAuth,
  CALLBACK_PATH,
  completeSignIn,
  completeSilentRenew,
  getSignedInUser,
  initAuth,
  signIn,
  signOut,
} from '../lib/auth/auth-service.ts';
import { createQueryClient } from '../lib/query-client.ts';
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
  try {
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
    root.render(
      <MantineProvider>
        <StartupErrorScreen error={error} onLogout={restart} detail={signInFailureDetail(error)} />
      </MantineProvider>,
    );
  }
}
