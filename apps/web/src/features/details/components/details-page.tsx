import { Grid, Stack } from '@mantine/core';
import { Suspense, useEffect, useMemo } from 'react';
import { Navigate, Outlet, useLocation, useMatch, useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useCustomerConfig } from '../../../lib/startup.ts';
import { useAddRecentView } from '../api/add-recent-view.ts';
import { useItemDetails } from '../api/get-item-details.ts';
import { DetailsBreadcrumbs } from './details-breadcrumbs.tsx';
import type { DetailsContext } from './details-context.ts';
import { DetailsHeader } from './details-header.tsx';
import { DetailsMenu } from './details-menu.tsx';
import { buildDetailsMenu, findTab } from './menu-rules.ts';
import { buildCrumbs, readOrigin } from './origin.ts';

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
  const menu = useMemo(() => (item ? buildDetailsMenu(item, config) : []), [item, config]);

  if (details.isPending) return <PageLoader label="Loading API details" />;
  if (details.isError || !item) return <ErrorState error={details.error} />;

  const root = `/catalog/details/${encodeURIComponent(item.id)}`;
  const tab = findTab(menu, segment);
  // A tab this item or configuration does not offer (or an unknown segment) falls back to About.
  if (!tab)
    return <Navigate to={{ pathname: root, search: location.search }} state={location.state} replace />;

  const origin = readOrigin(location.state, location.search);
  const crumbs = buildCrumbs(origin, { name: item.name, root }, tab.label);
  const context: DetailsContext = { item, menu, tabLabel: tab.label };

  return (
    <Stack gap="md">
      <DetailsBreadcrumbs crumbs={crumbs} />
      <DetailsHeader item={item} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <DetailsMenu itemId={item.id} root={root} entries={menu} activePath={tab.path} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }} component="section" aria-label={tab.label}>
          {/* A tab's code loads on first visit: header and menu stay meanwhile. */}
          <Suspense fallback={<PageLoader />}>
            <Outlet context={context} />
          </Suspense>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
