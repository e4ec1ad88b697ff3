import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { type DeveloperErrors, type DeveloperForm, validateDeveloper } from './validation.ts';

interface Props {
  opened: boolean;
  initial: DeveloperForm;
  busy: boolean;
  failure: string | null;
  onClose: () => void;
  onSubmit: (form: DeveloperForm) => void;
}

const FIELDS: { key: keyof DeveloperForm; label: string; type?: string }[] = [
  { key: 'email', label: 'Email', type: 'email' },
  { key: 'firstName', label: 'First Name' },
  { key: 'lastName', label: 'Last Name' },
  { key: 'username', label: 'Username' },
  { key: 'appName', label: 'Application Name' },
];

/** Create a developer with its first application (spec section 5's checks, each on its own field). */
export function DeveloperModal(props: Props) {
  const [form, setForm] = useState<DeveloperForm>(props.initial);
  const [errors, setErrors] = useState<DeveloperErrors>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateDeveloper(form);
    setErrors(found);
    if (Object.keys(found).length === 0) props.onSubmit({ ...form, appName: form.appName.trim() });
  }

  return (
    <Modal opened={props.opened} onClose={props.onClose} title="Create Developer" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {FIELDS.map((field) => (
            <TextInput
              key={field.key}
              label={field.label}
              type={field.type ?? 'text'}
              value={form[field.key]}
              error={errors[field.key]}
              required
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
              Cancel
            </Button>
            <Button type="submit" loading={props.busy}>
              Create
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
