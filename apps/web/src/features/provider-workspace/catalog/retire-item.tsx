import { useLingui } from '@lingui/react';
import { Alert, Button, Group, Modal, Text, Title } from '@mantine/core';
import type { ProviderItem } from '@storefront/contract/provider';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { deleteProviderItem } from './api/items.ts';
import { errorText } from './catalog-rules.ts';

/** Retire: the item leaves the catalogue (search, its page, favourites) after a confirmation. */
export function RetireItem({ item, onRetired }: { item: ProviderItem; onRetired: () => void }) {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const retire = useMutation({
    mutationFn: () => deleteProviderItem(item.id),
    onSuccess: async () => {
      setOpen(false);
      queryClient.removeQueries({ queryKey: ['provider', 'catalog', 'item', item.id] });
      await queryClient.invalidateQueries({ queryKey: ['provider'] });
      onRetired();
    },
  });
  return (
    <section aria-labelledby="retire-title">
      <Title order={3} size="h4" id="retire-title" mb="xs">
        {_('ws-catalog.retire.title')}
      </Title>
      <Text size="sm" mb="xs">
        {_('ws-catalog.retire.help')}
      </Text>
      <Button color="red" variant="outline" onClick={() => setOpen(true)}>
        {_('ws-catalog.retire.button')}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={_('ws-catalog.retire.confirmTitle', { name: item.name })}
        centered
      >
        <Text size="sm" mb="md">
          {_('ws-catalog.retire.confirmText', { name: item.name, id: item.id })}
        </Text>
        {retire.isError ? (
          <Alert color="red" role="alert" mb="sm">
            {errorText(retire.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setOpen(false)}>
            {_('ws-catalog.retire.cancel')}
          </Button>
          <Button color="red" loading={retire.isPending} onClick={() => retire.mutate()}>
            {_('ws-catalog.retire.confirm')}
          </Button>
        </Group>
      </Modal>
    </section>
  );
}
