import { useLingui } from '@lingui/react';
import { Radio, Stack, Text, Title } from '@mantine/core';
import type { AccessPolicy } from '@storefront/contract/subscriptions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { accessPolicyQueryOptions, putAccessPolicy } from '../api/subscriptions.ts';
import { errorText } from './catalog-rules.ts';

/**
 * Who gets the item's API product (issue 24): open gives it to a consumer's key at once; approval
 * required leaves the key pending until a provider approves it in the Inbox or an access request.
 */
export function AccessPolicyEditor({ itemId }: { itemId: string }) {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const policy = useQuery(accessPolicyQueryOptions(itemId));
  const save = useMutation({
    mutationFn: (approval: AccessPolicy['approval']) => putAccessPolicy(itemId, { approval }),
    onSuccess: (data) => queryClient.setQueryData(accessPolicyQueryOptions(itemId).queryKey, data),
  });
  // The choice shows at once: the mutation's pending state reaches React a tick later, and a
  // controlled radio re-rendered with the old value in between would un-check itself.
  const [chosen, setChosen] = useState<AccessPolicy['approval'] | null>(null);
  const value = chosen ?? policy.data?.approval;
  return (
    <Stack gap="xs" component="section" aria-labelledby="access-policy-editor">
      <Title order={3} size="h4" id="access-policy-editor">
        {_('ws-catalog.access.title')}
      </Title>
      {policy.isError ? (
        <Text c="red" role="alert">
          {errorText(policy.error)}
        </Text>
      ) : (
        <Radio.Group
          label={_('ws-catalog.access.label')}
          value={value ?? ''}
          onChange={(v) => {
            if (save.isPending) return;
            const approval = v as AccessPolicy['approval'];
            setChosen(approval);
            save.mutate(approval, { onError: () => setChosen(null) });
          }}
        >
          <Stack gap={6} mt={6}>
            <Radio value="open" label={_('ws-catalog.access.open')} />
            <Radio value="required" label={_('ws-catalog.access.required')} />
          </Stack>
        </Radio.Group>
      )}
      {save.isError ? (
        <Text c="red" role="alert">
          {errorText(save.error)}
        </Text>
      ) : save.isSuccess ? (
        <Text size="sm" c="dimmed" aria-live="polite">
          {_('ws-catalog.form.saved')}
        </Text>
      ) : null}
    </Stack>
  );
}
