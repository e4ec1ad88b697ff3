import { i18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Anchor, Grid, Paper, Stack, Text } from '@mantine/core';
import { Suspense, useEffect, useMemo } from 'react';
import { Link, Navigate, Outlet, useLocation, useMatch, useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useCustomerConfig } from '../../../lib/startup.ts';
import { useAddRecentView } from '../api/add-recent-view.ts';
import { useItemDetails } from '../api/get-item-details.ts';
import { useChosenVersion } from '../versions/use-version.ts';
import { DetailsBreadcrumbs } from './details-breadcrumbs.tsx';
import type { DetailsContext } from './details-context.ts';
import { DetailsHeader } from './details-header.tsx';
import { DetailsMenu } from './details-menu.tsx';
import { buildDetailsMenu, findTab } from './menu-rules.ts';
import { buildCrumbs, readOrigin, readOriginExtras } from './origin.ts';

/** catalog/details/:id: breadcrumb, header, left menu and the active tab (About by default). */
export function DetailsPage() {
  const id = useParams().id ?? '';
  const tabMatch = useMatch('/catalog/details/:id/:tab/*');
  const segment = tabMatch?.params.tab ?? '';
  const location = useLocation();
  const config = useCustomerConfig();
  const details = useItemDetails(id);
  const recordView = useAddRecentView().mutate;

  // Opening the page counts as a view for the landing page's Recently Viewed.
  useEffect(() => {
    if (id) recordView(id);
  }, [id, recordView]);

  const item = details.data;
  // Labels follow the active language (built-in ones and providers' words): a change rebuilds them.
  const locale = useLingui().i18n.locale;
  const menu = useMemo(() => (item ? buildDetailsMenu(item, config, locale) : []), [item, config, locale]);
  // Issue 28: the version shown (?version=, else the default); only documents have versions.
  const version = useChosenVersion(id, item?.objectType === 'SPECIFICATION' && item.hasDocument);

  if (details.isPending) return <PageLoader label={i18n._('det.loading')} />;
  if (details.isError && isApiError(details.error) && details.error.status === 404) {
    // Refreshing cannot bring back an unknown or retired item: say so instead of the load failure text.
    return <GoneState />;
  }
  if (details.isError || !item) return <ErrorState error={details.error} />;

  const root = `/catalog/details/${encodeURIComponent(item.id)}`;
  const tab = findTab(menu, segment);
  // A tab this item or configuration does not offer (or an unknown segment) falls back to About.
  if (!tab)
    return <Navigate to={{ pathname: root, search: location.search }} state={location.state} replace />;

  const origin = readOrigin(location.state, location.search);
  const crumbs = buildCrumbs(origin, { name: item.name, root }, tab.label, readOriginExtras(location.state));
  const context: DetailsContext = { item, menu, tabLabel: tab.label, version };
  // The Documentation tab holds three columns (operation list, operation, Try and samples): from
  // 1200px wide the menu gives it a column more, so Try fits beside the operation at 1280px.
  const wide = tab.key === 'documentation';

  return (
    <Stack gap="md">
      <DetailsBreadcrumbs crumbs={crumbs} />
      <DetailsHeader item={item} version={version} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3, lg: wide ? 2 : 3 }}>
          <DetailsMenu
            itemId={item.id}
            version={version.label}
            root={root}
            entries={menu}
            activePath={tab.path}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9, lg: wide ? 10 : 9 }} component="section" aria-label={tab.label}>
          {/* A tab's code loads on first visit: header and menu stay meanwhile. */}
          <Suspense fallback={<PageLoader />}>
            <Outlet context={context} />
          </Suspense>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function GoneState() {
  const { _ } = useLingui();
  return (
    <Paper withBorder p="md" role="alert">
      <Text fw={700}>{_('det.gone.title')}</Text>
      <Text size="sm" mt={4}>
        {_('det.gone.text')}{' '}
        <Anchor component={Link} to="/catalog">
          {_('det.gone.browse')}
        </Anchor>
      </Text>
    </Paper>
  );
}
