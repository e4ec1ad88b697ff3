import { Alert, Button, Stack, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { failureWithLimit } from '../../lib/api-error.ts';
import { myStoreKey } from '../../lib/my-store.ts';
import { putCollabEmail, putCollabLabel } from './api/update-profile.ts';
import { displayNameError, emailError, PROFILE_MESSAGES } from './profile-rules.ts';

interface Props {
  initialName: string;
  initialEmail: string;
  pattern: RegExp | null;
}

type Outcome = { ok: true } | { ok: false; errors: string[] } | null;

/** Display name and notification email; each is saved only when changed, each failure named. */
export function ProfileForm({ initialName, initialEmail, pattern }: Props) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(initialName);
  const [email, setEmail] = useState(initialEmail);
  const [saved, setSaved] = useState({ name: initialName, email: initialEmail });
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
        () => (done.email = email.trim()),
        (err) => failures.push(failureWithLimit(PROFILE_MESSAGES.emailFailed, err)),
      );
    }
    setSaved(done);
    setBusy(false);
    setOutcome(failures.length ? { ok: false, errors: failures } : { ok: true });
    void queryClient.invalidateQueries({ queryKey: myStoreKey });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Profile details">
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
          Details
        </Title>
        <TextInput
          label="Display name"
          description="The name other users see on your comments."
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name}
          maxLength={100}
          required
        />
        <Title order={2} size="h3">
          Email Notifications
        </Title>
        {storedEmailWarning ? (
          <Alert color="yellow" role="alert">
            {storedEmailWarning}
          </Alert>
        ) : null}
        <TextInput
          label="Notification email"
          description="Provider updates, replies and access decisions are emailed here. Leave empty to receive none."
          type="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={errors.email}
          maxLength={254}
        />
        <div>
          <Button type="submit" loading={busy}>
            Save
          </Button>
        </div>
      </Stack>
    </form>
  );
}
