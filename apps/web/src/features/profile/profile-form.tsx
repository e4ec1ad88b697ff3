import { useLingui } from '@lingui/react';
import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import type { Profile } from '@storefront/contract/profile';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { failureWithLimit, isApiError } from '../../lib/api-error.ts';
import { myStoreKey } from '../../lib/my-store.ts';
import { cancelPendingEmail, putCollabEmail, putCollabLabel, resendEmailLink } from './api/update-profile.ts';
import {
  displayNameError,
  emailError,
  PENDING_MESSAGES,
  PROFILE_MESSAGES,
  SERVER_EMAIL_MISMATCH,
} from './profile-rules.ts';

interface Props {
  initialName: string;
  /** The confirmed notification email (the only address mail goes to). */
  initialEmail: string;
  /** An address saved here that waits for its emailed link (issue 25). */
  initialPending?: string | null;
  pattern: RegExp | null;
}

type Outcome = { ok: true } | { ok: false; errors: string[] } | null;

/** Display name and notification email; each is saved only when changed, each failure named. */
export function ProfileForm({ initialName, initialEmail, initialPending = null, pattern }: Props) {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  // The field shows what was last saved: the pending address while one waits for its link.
  const [name, setName] = useState(initialName);
  const [email, setEmail] = useState(initialPending ?? initialEmail);
  const [saved, setSaved] = useState({ name: initialName, email: initialPending ?? initialEmail });
  const [confirmed, setConfirmed] = useState<{ email: string; pending: string | null }>({
    email: initialEmail,
    pending: initialPending,
  });
  const [linkNote, setLinkNote] = useState<{ ok: boolean; text: string } | null>(null);
  const [linkBusy, setLinkBusy] = useState(false);
  const [errors, setErrors] = useState<{ name?: string | null; email?: string | null }>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const storedEmailWarning =
    email === saved.email && saved.email !== '' && emailError(saved.email, pattern)
      ? PROFILE_MESSAGES.emailNoLongerMatches
      : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = { name: displayNameError(name), email: emailError(email, pattern) };
    setErrors(next);
    setOutcome(null);
    if (next.name || next.email) return;
    setBusy(true);
    const failures: string[] = [];
    const done = { ...saved };
    if (name.trim() !== saved.name) {
      await putCollabLabel(name.trim()).then(
        () => (done.name = name.trim()),
        (err) => failures.push(failureWithLimit(PROFILE_MESSAGES.displayNameFailed, err)),
      );
    }
    if (email.trim() !== saved.email) {
      await putCollabEmail(email.trim() === '' ? null : email.trim()).then(
        (profile) => {
          done.email = email.trim();
          setConfirmed({ email: profile.collabEmail ?? '', pending: profile.collabEmailPending });
          setLinkNote(null);
        },
        (err) => {
          // The server refused the address itself (its checks can be stricter than this page's):
          // that is the pattern text on the field, not the "try again" of a failed call.
          if (isApiError(err) && err.status === 400 && err.detail === SERVER_EMAIL_MISMATCH)
            setErrors((e) => ({ ...e, email: PROFILE_MESSAGES.emailMismatch }));
          else failures.push(failureWithLimit(PROFILE_MESSAGES.emailFailed, err));
        },
      );
    }
    setSaved(done);
    setBusy(false);
    const refused = done.email !== email.trim();
    setOutcome(failures.length ? { ok: false, errors: failures } : refused ? null : { ok: true });
    void queryClient.invalidateQueries({ queryKey: myStoreKey });
  };

  const pendingAction = async (action: 'resend' | 'cancel') => {
    setLinkBusy(true);
    setLinkNote(null);
    try {
      const profile: Profile = action === 'resend' ? await resendEmailLink() : await cancelPendingEmail();
      setConfirmed({ email: profile.collabEmail ?? '', pending: profile.collabEmailPending });
      if (action === 'cancel') {
        setEmail(profile.collabEmail ?? '');
        setSaved((s) => ({ ...s, email: profile.collabEmail ?? '' }));
      } else if (profile.collabEmailPending) {
        setLinkNote({ ok: true, text: PENDING_MESSAGES.resent(profile.collabEmailPending) });
      }
    } catch (err) {
      // A wait (429) or a refused address is the server's own sentence; anything else the general one.
      const detail = isApiError(err) && [409, 429, 502].includes(err.status) ? err.detail : null;
      setLinkNote({ ok: false, text: detail ?? PENDING_MESSAGES.failed });
    } finally {
      setLinkBusy(false);
      void queryClient.invalidateQueries({ queryKey: myStoreKey });
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={_('profile.form.label')}>
      <Stack gap="md" maw={520}>
        {outcome?.ok ? (
          <Alert color="green" role="status">
            {PROFILE_MESSAGES.success}
          </Alert>
        ) : null}
        {outcome && !outcome.ok
          ? outcome.errors.map((e) => (
              <Alert key={e} color="red" role="alert">
                {e}
              </Alert>
            ))
          : null}
        <Title order={2} size="h3">
          {_('profile.form.details')}
        </Title>
        <TextInput
          label={_('profile.form.displayName')}
          description={_('profile.form.displayNameHelp')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name}
          maxLength={100}
          required
        />
        <Title order={2} size="h3">
          {_('profile.form.emailHeading')}
        </Title>
        {storedEmailWarning ? (
          <Alert color="yellow" role="alert">
            {storedEmailWarning}
          </Alert>
        ) : null}
        <TextInput
          label={_('profile.form.email')}
          description={_('profile.form.emailHelp')}
          type="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={errors.email}
          maxLength={254}
        />
        {confirmed.pending ? (
          <Alert color="blue" role="status" title={PENDING_MESSAGES.title}>
            <Stack gap="xs">
              <Text size="sm">
                {PENDING_MESSAGES.sent(confirmed.pending)} {PENDING_MESSAGES.until(confirmed.email || null)}
              </Text>
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="default"
                  loading={linkBusy}
                  onClick={() => pendingAction('resend')}
                >
                  {PENDING_MESSAGES.resend}
                </Button>
                <Button
                  size="xs"
                  variant="subtle"
                  disabled={linkBusy}
                  onClick={() => pendingAction('cancel')}
                >
                  {PENDING_MESSAGES.cancel}
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : null}
        {linkNote ? (
          <Alert color={linkNote.ok ? 'green' : 'red'} role={linkNote.ok ? 'status' : 'alert'}>
            {linkNote.text}
          </Alert>
        ) : null}
        <div>
          <Button type="submit" loading={busy}>
            {_('profile.form.save')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
