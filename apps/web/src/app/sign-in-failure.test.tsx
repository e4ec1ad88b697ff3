import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-error.ts';
import { IdentityProviderError } from '../lib/auth/identity-provider-error.ts';
import { signInFailureDetail } from './sign-in-failure.ts';
import { StartupErrorScreen } from './startup-error-screen.tsx';

describe('sign-in failures at start', () => {
  it('name the identity provider that could not be reached', () => {
    const error = new IdentityProviderError('http://127.0.0.1:9/oidc', 'Failed to fetch');
    expect(signInFailureDetail(error)).toBe(
      'Could not reach the identity provider at http://127.0.0.1:9/oidc (Failed to fetch).',
    );
  });

  it('say when the sign-in settings could not be loaded, or what else failed', () => {
    expect(signInFailureDetail(new ApiError(502, 'HTTP-502', 'Bad Gateway'))).toBe(
      'The sign-in settings could not be loaded (HTTP-502: Bad Gateway).',
    );
    expect(signInFailureDetail(new Error('No matching state found in storage'))).toBe(
      'Sign-in could not be completed (No matching state found in storage).',
    );
  });

  it('show on the generic error screen, with Refresh and Logout', () => {
    const error = new IdentityProviderError('https://idp.example', 'Network Error');
    const onLogout = vi.fn();
    render(
      <I18nProvider i18n={i18n}>
        <MantineProvider>
          <StartupErrorScreen error={error} onLogout={onLogout} detail={signInFailureDetail(error)} />
        </MantineProvider>
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeTruthy();
    expect(screen.getByTestId('startup-error-detail').textContent).toBe(
      'Could not reach the identity provider at https://idp.example (Network Error).',
    );
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
    screen.getByRole('button', { name: 'Logout' }).click();
    expect(onLogout).toHaveBeenCalled();
  });
});
