import { useLingui } from '@lingui/react';
import { Button, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ErrorState } from '../../../components/error-state.tsx';
import { useDetailsContext } from '../components/details-context.ts';
import { AccessForm } from './access-form.tsx';
import { useAccessTemplate } from './api/get-access-template.ts';
import { useHasOauthPolicies } from './api/get-oauth-policies.ts';
import { MyAccessRequests } from './my-access-requests.tsx';

/** Get API Access: the templated request form, its confirmation, and the user's requests. */
export function GetApiAccessTab() {
  const { _ } = useLingui();
  const { item, tabLabel } = useDetailsContext();
  const template = useAccessTemplate();
  const oauth = useHasOauthPolicies(item.id);
  const [sent, setSent] = useState(false);
  const [formKey, setFormKey] = useState(0);

  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        {tabLabel}
      </Title>
      {sent ? (
        <Paper withBorder p="md" role="status" bg="var(--mantine-color-green-light)">
          <Title order={3} size="h4">
            {_('access.sent.title')}
          </Title>
          <Text size="sm" mt={4}>
            {_('access.sent.text')}
          </Text>
          <Button
            variant="default"
            mt="sm"
            onClick={() => {
              setFormKey((k) => k + 1);
              setSent(false);
            }}
          >
            {_('access.sent.again')}
          </Button>
        </Paper>
      ) : null}
      {template.isPending || oauth.isPending ? (
        <Loader size="sm" aria-label={_('access.loadingForm')} />
      ) : null}
      {template.isError ? <ErrorState error={template.error} /> : null}
      {template.data && !oauth.isPending && !sent ? (
        <AccessForm
          key={formKey}
          itemId={item.id}
          template={template.data}
          hasOauthPolicies={oauth.hasPolicies}
          onSent={() => setSent(true)}
        />
      ) : null}
      <MyAccessRequests itemId={item.id} />
    </Stack>
  );
}

export const Component = GetApiAccessTab;
