import { Alert, Anchor, Breadcrumbs, Center, Loader, Stack, Tabs, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useMyStore } from '../../lib/my-store.ts';
import { useCustomerConfig } from '../../lib/startup.ts';
import { ProfileForm } from './profile-form.tsx';
import { emailPattern, PROFILE_MESSAGES } from './profile-rules.ts';

/** /profile: My Profile with its Details tab. */
export function Component() {
  const config = useCustomerConfig();
  const { data: store, isPending, isError } = useMyStore();
  return (
    <Stack gap="md">
      <Breadcrumbs aria-label="Breadcrumb">
        <Anchor component={Link} to="/">
          Home
        </Anchor>
        <span aria-current="page">My Profile</span>
      </Breadcrumbs>
      <Title order={1}>My Profile</Title>
      <Tabs value="details">
        <Tabs.List mb="md">
          <Tabs.Tab value="details">Details</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="details">
          {isPending ? (
            <Center py="xl">
              <Loader aria-label="Loading your details" />
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
              pattern={emailPattern(config.emailPatterns)}
            />
          )}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
