import { useLingui } from '@lingui/react';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { SearchAppModal } from './search-app-modal.tsx';
import { validateAppName } from './validation.ts';

interface Props {
  opened: boolean;
  busy: boolean;
  failure: string | null;
  onClose: () => void;
  onSubmit: (name: string) => void;
}

/** Add an application: its name is required ("You must enter a name for your application."). */
export function AddAppModal(props: Props) {
  const { _ } = useLingui();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = validateAppName(name);
    setError(invalid);
    if (!invalid) props.onSubmit(name.trim());
  }

  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={_('access.apps.add')}
      centered
      closeButtonProps={{ 'aria-label': _('access.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={_('access.appName')}
            value={name}
            error={error}
            required
            data-autofocus
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <Button
            variant="subtle"
            size="xs"
            style={{ alignSelf: 'flex-start' }}
            onClick={() => setSearching(true)}
          >
            {_('access.apps.search')}
          </Button>
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
              {_('access.add')}
            </Button>
          </Group>
        </Stack>
      </form>
      <SearchAppModal
        opened={searching}
        onClose={() => setSearching(false)}
        onPick={(picked) => {
          setName(picked);
          setError(validateAppName(picked));
          setSearching(false);
        }}
      />
    </Modal>
  );
}
