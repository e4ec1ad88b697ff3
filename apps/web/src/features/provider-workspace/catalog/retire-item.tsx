import { Alert, Button, Group, Modal, Text, Title } from '@mantine/core';
import type { ProviderItem } from '@storefront/contract/provider';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { deleteProviderItem } from './api/items.ts';
import { errorText } from './catalog-rules.ts';

/** Retire: the item leaves the catalogue (search, its page, favourites) after a confirmation. */
export function RetireItem({ item, onRetired }: { item: ProviderItem; onRetired: () => void }) {
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
        Retire
      </Title>
      <Text size="sm" mb="xs">
        Retiring removes the item from the catalogue: consumers no longer find it in search or open its page.
      </Text>
      <Button color="red" variant="outline" onClick={() => setOpen(true)}>
        Retire item
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={`Retire ${item.name}?`} centered>
        <Text size="sm" mb="md">
          {item.name} ({item.id}) will be removed from the catalogue. This cannot be undone; importing its
          document again creates a new item.
        </Text>
        {retire.isError ? (
          <Alert color="red" role="alert" mb="sm">
            {errorText(retire.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button color="red" loading={retire.isPending} onClick={() => retire.mutate()}>
            Retire
          </Button>
        </Group>
      </Modal>
    </section>
  );
}
