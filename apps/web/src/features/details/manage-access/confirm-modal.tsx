import { useLingui } from '@lingui/react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';

export interface Confirmation {
  title: string;
  message: string;
  confirmLabel: string;
  run: () => void;
}

interface Props {
  confirmation: Confirmation | null;
  busy: boolean;
  failure: string | null;
  onClose: () => void;
}

/** The remove modal: removing a credential, an application or the developer asks first. */
export function ConfirmModal({ confirmation, busy, failure, onClose }: Props) {
  const { _ } = useLingui();
  return (
    <Modal
      opened={confirmation !== null}
      onClose={onClose}
      title={confirmation?.title}
      centered
      closeButtonProps={{ 'aria-label': _('access.close') }}
    >
      <Stack gap="sm">
        <Text>{confirmation?.message}</Text>
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {_('access.cancel')}
          </Button>
          <Button color="red" loading={busy} onClick={() => confirmation?.run()}>
            {confirmation?.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
