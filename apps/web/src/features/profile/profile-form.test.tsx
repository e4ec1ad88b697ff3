import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/fake-fetch.ts';
import { renderPage } from '../../test/render.tsx';
import { ProfileForm } from './profile-form.tsx';
import { PENDING_MESSAGES, PROFILE_MESSAGES, SERVER_EMAIL_MISMATCH } from './profile-rules.ts';

describe('ProfileForm: an address the server refuses', () => {
  it('shows the pattern text on the field, not the failed-call text', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderPage(<ProfileForm initialName="Alice" initialEmail="" pattern={null} />, {
      api: {
        '/api/web/my/store/collabEmail': () => json({ code: 'HTTP-400', detail: SERVER_EMAIL_MISMATCH }, 400),
      },
    });
    await user.type(screen.getByLabelText('Notification email'), 'alice@mailhost');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText(PROFILE_MESSAGES.emailMismatch)).toBeTruthy());
    expect(screen.queryByText(PROFILE_MESSAGES.emailFailed)).toBeNull();
    expect(screen.queryByText(PROFILE_MESSAGES.success)).toBeNull();
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('collabEmail'))).toBe(true);
  });

  it('keeps the failed-call text for a server that could not answer', async () => {
    const user = userEvent.setup();
    renderPage(<ProfileForm initialName="Alice" initialEmail="" pattern={null} />, {
      api: {
        '/api/web/my/store/collabEmail': () => json({ code: 'HTTP-500', detail: 'Internal error.' }, 500),
      },
    });
    await user.type(screen.getByLabelText('Notification email'), 'alice@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText(PROFILE_MESSAGES.emailFailed)).toBeTruthy());
    expect(screen.queryByText(PROFILE_MESSAGES.emailMismatch)).toBeNull();
  });
});

describe('ProfileForm: a new notification email waits for its link (issue 25)', () => {
  const profile = (collabEmail: string | null, collabEmailPending: string | null) =>
    json({ collabLabel: 'Alice', collabEmail, collabEmailPending });

  it('says the link was sent and where mail goes until then, after saving a new address', async () => {
    const user = userEvent.setup();
    renderPage(<ProfileForm initialName="Alice" initialEmail="old@mail.test" pattern={null} />, {
      api: { '/api/web/my/store/collabEmail': () => profile('old@mail.test', 'new@mail.test') },
    });
    const field = screen.getByLabelText('Notification email');
    await user.clear(field);
    await user.type(field, 'new@mail.test');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText(PROFILE_MESSAGES.success)).toBeTruthy());
    expect(
      screen.getByText(
        `${PENDING_MESSAGES.sent('new@mail.test')} ${PENDING_MESSAGES.until('old@mail.test')}`,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: PENDING_MESSAGES.resend })).toBeTruthy();
  });

  it('resends, shows the wait the server asks for, and cancels back to the confirmed address', async () => {
    const user = userEvent.setup();
    let resends = 0;
    renderPage(
      <ProfileForm initialName="Alice" initialEmail="" initialPending="new@mail.test" pattern={null} />,
      {
        api: {
          '/api/web/my/store/collabEmail/resend': () =>
            ++resends === 1
              ? profile(null, 'new@mail.test')
              : json({ code: 'PROFILE-RESEND-WAIT', detail: 'Wait a minute.' }, 429),
          '/api/web/my/store/collabEmail/pending': () => profile(null, null),
        },
      },
    );
    expect(screen.getByLabelText('Notification email')).toHaveProperty('value', 'new@mail.test');
    expect(screen.getByText(new RegExp(PENDING_MESSAGES.until(null).replace('.', '\\.')))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: PENDING_MESSAGES.resend }));
    await waitFor(() => expect(screen.getByText(PENDING_MESSAGES.resent('new@mail.test'))).toBeTruthy());
    await user.click(screen.getByRole('button', { name: PENDING_MESSAGES.resend }));
    await waitFor(() => expect(screen.getByText('Wait a minute.')).toBeTruthy());
    await user.click(screen.getByRole('button', { name: PENDING_MESSAGES.cancel }));
    await waitFor(() => expect(screen.queryByText(PENDING_MESSAGES.title)).toBeNull());
    expect(screen.getByLabelText('Notification email')).toHaveProperty('value', '');
  });
});
