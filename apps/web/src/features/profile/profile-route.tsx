import { useLingui } from '@lingui/react';
import { Alert, Anchor, Breadcrumbs, Center, Divider, Loader, Stack, Tabs, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useMyStore } from '../../lib/my-store.ts';
import { useCustomerConfig } from '../../lib/startup.ts';
import { LanguageField } from './language-field.tsx';
import { ProfileForm } from './profile-form.tsx';
import { emailPattern, PROFILE_MESSAGES } from './profile-rules.ts';

/** /profile: My Profile with its Details tab. */
export function Component() {
  const { _ } = useLingui();
  const config = useCustomerConfig();
  const { data: store, isPending, isError } = useMyStore();
  return (
    <Stack gap="md">
      <Breadcrumbs aria-label={_('profile.breadcrumb')} separator=">">
        <Anchor component={Link} to="/">
          {_('profile.home')}
        </Anchor>
        <span aria-current="page">{_('profile.title')}</span>
      </Breadcrumbs>
      <Title order={1}>{_('profile.title')}</Title>
      <Tabs value="details">
        <Tabs.List mb="md">
          <Tabs.Tab value="details">{_('profile.detailsTab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="details">
          {isPending ? (
            <Center py="xl">
              <Loader aria-label={_('profile.loadingDetails')} />
            </Center>
          ) : isError || !store ? (
            <Stack gap="xs">
              <Alert color="red" role="alert">
                {PROFILE_MESSAGES.loadDetailsFailed}
              </Alert>
              <Alert color="red" role="alert">
                {PROFILE_MESSAGES.loadEmailFailed}
              </Alert>
            </Stack>
          ) : (
            <ProfileForm
              initialName={store.collabLabel ?? ''}
              initialEmail={store.collabEmail ?? ''}
              initialPending={store.collabEmailPending ?? null}
              pattern={emailPattern(config.emailPatterns)}
            />
          )}
          <Divider my="lg" />
          <LanguageField />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
