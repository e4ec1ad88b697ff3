import { useLingui } from '@lingui/react';
import { Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { providerWord } from '../../lib/i18n/provider-words.ts';
import { useMyStore } from '../../lib/my-store.ts';
import { useBranding, useCustomerConfig } from '../../lib/startup.ts';
import { LandingTiles } from './landing-tiles.tsx';
import { RecentlyViewed } from './recently-viewed.tsx';

/** Home: branded welcome, tiles to the main areas, recently viewed APIs. */
export function LandingPage() {
  const branding = useBranding();
  const config = useCustomerConfig();
  const store = useMyStore();
  const { _, i18n } = useLingui();
  // The provider's words in the active language, else as written (issue 31 part 3).
  const locale = i18n.locale;

  return (
    <Stack gap="xl">
      <Paper p="xl" withBorder bg="var(--landing-hero-bg)">
        <Title order={1}>
          {providerWord(branding.landingTitle, branding.landingTitleTranslations, locale)}
        </Title>
        <Text size="lg" mt="sm" style={{ whiteSpace: 'pre-line' }}>
          {providerWord(branding.landingMessage, branding.landingMessageTranslations, locale)}
        </Text>
        <Button component={Link} to="/catalog" size="md" mt="lg">
          {_('landing.discover')}
        </Button>
      </Paper>
      <nav aria-label={_('landing.shortcuts')}>
        <LandingTiles config={config} announcements={store.data?.announcements.length ?? 0} />
      </nav>
      {store.isPending ? (
        <Skeleton h={160} aria-label={_('landing.loadingRecent')} />
      ) : (
        <RecentlyViewed items={store.data?.recentSummary ?? []} />
      )}
    </Stack>
  );
}
