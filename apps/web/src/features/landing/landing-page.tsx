import { Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useMyStore } from '../../lib/my-store.ts';
import { useBranding, useCustomerConfig } from '../../lib/startup.ts';
import { LandingTiles } from './landing-tiles.tsx';
import { RecentlyViewed } from './recently-viewed.tsx';

/** Home: branded welcome, tiles to the main areas, recently viewed APIs. */
export function LandingPage() {
  const branding = useBranding();
  const config = useCustomerConfig();
  const store = useMyStore();

  return (
    <Stack gap="xl">
      <Paper p="xl" withBorder bg="var(--mantine-color-brand-0)">
        <Title order={1}>{branding.landingTitle}</Title>
        <Text size="lg" mt="sm" style={{ whiteSpace: 'pre-line' }}>
          {branding.landingMessage}
        </Text>
        <Button component={Link} to="/catalog" size="md" mt="lg">
          Discover our APIs
        </Button>
      </Paper>
      <nav aria-label="Shortcuts">
        <LandingTiles config={config} announcements={store.data?.announcements.length ?? 0} />
      </nav>
      {store.isPending ? (
        <Skeleton h={160} aria-label="Loading recently viewed" />
      ) : (
        <RecentlyViewed items={store.data?.recentSummary ?? []} />
      )}
    </Stack>
  );
}
