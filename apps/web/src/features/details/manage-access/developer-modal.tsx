import { useLingui } from '@lingui/react';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type DeveloperErrors, type DeveloperForm, validateDeveloper } from './validation.ts';

interface Props {
  opened: boolean;
  initial: DeveloperForm;
  busy: boolean;
  failure: string | null;
  onClose: () => void;
  onSubmit: (form: DeveloperForm) => void;
}

/** Each field with its label's key in the access area's catalogue. */
const FIELDS: { key: keyof DeveloperForm; label: string; type?: string }[] = [
  { key: 'email', label: 'access.email', type: 'email' },
  { key: 'firstName', label: 'access.firstName' },
  { key: 'lastName', label: 'access.lastName' },
  { key: 'username', label: 'access.username' },
  { key: 'appName', label: 'access.appName' },
];

/** Create a developer with its first application (spec section 5's checks, each on its own field). */
export function DeveloperModal(props: Props) {
  const { _ } = useLingui();
  const [form, setForm] = useState<DeveloperForm>(props.initial);
  const [errors, setErrors] = useState<DeveloperErrors>({});
  // A second click before the first request's busy state has rendered must not send a second POST.
  const sent = useRef(false);
  useEffect(() => {
    if (!props.busy) sent.current = false;
  }, [props.busy]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (sent.current || props.busy) return;
    const found = validateDeveloper(form);
    setErrors(found);
    if (Object.keys(found).length === 0) {
      sent.current = true;
      props.onSubmit({ ...form, appName: form.appName.trim() });
    }
  }

  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={_('access.dev.create')}
      centered
      closeButtonProps={{ 'aria-label': _('access.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {FIELDS.map((field) => (
            <TextInput
              key={field.key}
              label={_(field.label)}
              type={field.type ?? 'text'}
              value={form[field.key]}
              error={errors[field.key]}
              required
              // Only the signed-in user's own address is accepted (the server answers 403 otherwise).
              readOnly={field.key === 'email'}
              description={field.key === 'email' ? _('access.dev.ownAddress') : undefined}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setForm((f) => ({ ...f, [field.key]: value }));
              }}
            />
          ))}
          {props.failure ? (
            <Alert color="red" role="alert">
              {props.failure}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {_('access.cancel')}
            </Button>
            <Button type="submit" loading={props.busy}>
              {_('access.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
