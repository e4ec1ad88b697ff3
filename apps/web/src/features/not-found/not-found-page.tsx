import { useLingui } from '@lingui/react';
import { Button, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';

/** Any path that is not a route (spec section 2). */
export function NotFoundPage() {
  const { _ } = useLingui();
  return (
    <Stack align="center" py="xl" gap="lg">
      <Title order={1}>{_('notFound.title')}</Title>
      <Button component={Link} to="/">
        {_('notFound.home')}
      </Button>
    </Stack>
  );
}
