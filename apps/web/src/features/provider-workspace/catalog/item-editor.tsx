import { useLingui } from '@lingui/react';
import { Alert, Button, Group, Loader, Stack, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AccessPolicyEditor } from './access-policy-editor.tsx';
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
import { TicketsEditor } from './tickets-editor.tsx';
import { VersionsEditor } from './versions-editor.tsx';

/** One item: its fields, attachments, bundles; or retire it. Every change goes to the provider API. */
export function ItemEditor({ itemId, onClose }: { itemId: string; onClose: (notice?: string) => void }) {
  const { _ } = useLingui();
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
          {item.data
            ? _('ws-catalog.list.editName', { name: item.data.name })
            : _('ws-catalog.editor.editItem')}
        </Title>
        <Button variant="subtle" onClick={() => onClose()}>
          {_('ws-catalog.editor.back')}
        </Button>
      </Group>
      {failed ? (
        <Alert color="red" role="alert">
          {errorText(failed.error)}
        </Alert>
      ) : null}
      {!ready && !failed ? <Loader aria-label={_('ws-catalog.editor.loading')} /> : null}
      {ready ? (
        <>
          <ItemForm
            key={item.data.id}
            item={item.data}
            override={override.data}
            taxonomies={taxonomies.data}
            plans={plans.data}
          />
          <AccessPolicyEditor itemId={itemId} />
          {item.data.objectType === 'SPECIFICATION' ? <VersionsEditor itemId={itemId} /> : null}
          <AttachmentsEditor itemId={itemId} attachments={item.data.attachments} onChanged={reload} />
          {item.data.objectType === 'SPECIFICATION' ? <BundlesEditor itemId={itemId} /> : null}
          <TicketsEditor itemId={itemId} />
          <RetireItem
            item={item.data}
            onRetired={() => onClose(_('ws-catalog.editor.retired', { name: item.data.name }))}
          />
        </>
      ) : null}
    </Stack>
  );
}
