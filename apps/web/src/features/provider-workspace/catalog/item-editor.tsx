import { Alert, Button, Group, Loader, Stack, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { providerItemQueryOptions } from './api/items.ts';
import {
  pricingPlansQueryOptions,
  taxonomiesQueryOptions,
  tryOverrideQueryOptions,
} from './api/references.ts';
import { AttachmentsEditor } from './attachments-editor.tsx';
import { BundlesEditor } from './bundles-editor.tsx';
import { errorText } from './catalog-rules.ts';
import { ItemForm } from './item-form.tsx';
import { RetireItem } from './retire-item.tsx';

/** One item: its fields, attachments, bundles; or retire it. Every change goes to the provider API. */
export function ItemEditor({ itemId, onClose }: { itemId: string; onClose: (notice?: string) => void }) {
  const queryClient = useQueryClient();
  const item = useQuery(providerItemQueryOptions(itemId));
  const override = useQuery(tryOverrideQueryOptions(itemId));
  const taxonomies = useQuery(taxonomiesQueryOptions());
  const plans = useQuery(pricingPlansQueryOptions());
  const reload = () => queryClient.invalidateQueries({ queryKey: providerItemQueryOptions(itemId).queryKey });
  const failed = [item, override, taxonomies, plans].find((q) => q.isError);
  const ready = item.data && override.data && taxonomies.data && plans.data;
  return (
    <Stack gap="lg" maw={900}>
      <Group justify="space-between">
        <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
          {item.data ? `Edit ${item.data.name}` : 'Edit item'}
        </Title>
        <Button variant="subtle" onClick={() => onClose()}>
          Back to items
        </Button>
      </Group>
      {failed ? (
        <Alert color="red" role="alert">
          {errorText(failed.error)}
        </Alert>
      ) : null}
      {!ready && !failed ? <Loader aria-label="Loading the item" /> : null}
      {ready ? (
        <>
          <ItemForm
            key={item.data.id}
            item={item.data}
            override={override.data}
            taxonomies={taxonomies.data}
            plans={plans.data}
          />
          <AttachmentsEditor itemId={itemId} attachments={item.data.attachments} onChanged={reload} />
          {item.data.objectType === 'SPECIFICATION' ? <BundlesEditor itemId={itemId} /> : null}
          <RetireItem item={item.data} onRetired={() => onClose(`${item.data.name} was retired.`)} />
        </>
      ) : null}
    </Stack>
  );
}
