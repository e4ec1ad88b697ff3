import { useLingui } from '@lingui/react';
import { Alert, Button, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { bundleMembershipQueryOptions, putBundleMembership } from './api/references.ts';
import { errorText } from './catalog-rules.ts';

/** Which bundles hold this specification (the server adds it to or removes it from each). */
export function BundlesEditor({ itemId }: { itemId: string }) {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const membership = useQuery(bundleMembershipQueryOptions(itemId));
  const [chosen, setChosen] = useState<string[]>([]);
  useEffect(() => {
    if (membership.data) setChosen(membership.data.bundles.filter((b) => b.isMember).map((b) => b.id));
  }, [membership.data]);
  const save = useMutation({
    mutationFn: () => putBundleMembership(itemId, chosen),
    onSuccess: (data) => queryClient.setQueryData(bundleMembershipQueryOptions(itemId).queryKey, data),
  });
  const bundles = membership.data?.bundles ?? [];
  return (
    <section aria-labelledby="bundles-title">
      <Title order={3} size="h4" id="bundles-title" mb="xs">
        {_('ws-catalog.bundles.title')}
      </Title>
      {membership.isError ? (
        <Alert color="red" role="alert">
          {errorText(membership.error)}
        </Alert>
      ) : null}
      {membership.data && bundles.length === 0 ? <Text size="sm">{_('ws-catalog.bundles.none')}</Text> : null}
      {bundles.length > 0 ? (
        <Stack gap="xs">
          <Checkbox.Group label={_('ws-catalog.bundles.label')} value={chosen} onChange={setChosen}>
            <Stack gap={4} mt="xs">
              {bundles.map((b) => (
                <Checkbox key={b.id} value={b.id} label={`${b.name} (${b.id})`} />
              ))}
            </Stack>
          </Checkbox.Group>
          <Group>
            <Button variant="default" size="sm" loading={save.isPending} onClick={() => save.mutate()}>
              {_('ws-catalog.bundles.save')}
            </Button>
            {save.isSuccess ? (
              <Text size="sm" role="status">
                {_('ws-catalog.bundles.saved')}
              </Text>
            ) : null}
          </Group>
          {save.isError ? (
            <Alert color="red" role="alert">
              {errorText(save.error)}
            </Alert>
          ) : null}
        </Stack>
      ) : null}
    </section>
  );
}
