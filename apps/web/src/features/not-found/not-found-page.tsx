import { Button, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';

/** Any path that is not a route (spec section 2). */
export function NotFoundPage() {
  return (
    <Stack align="center" py="xl" gap="lg">
      <Title order={1}>404 Page Not Found</Title>
      <Button component={Link} to="/">
        Visit Our Home Page
      </Button>
    </Stack>
  );
}
