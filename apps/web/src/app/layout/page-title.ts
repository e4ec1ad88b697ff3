/** Details tabs by URL segment (the ticketing tab's segment is configured, so it falls to "Tickets"). */
const DETAILS_TABS: Record<string, string> = {
  '': 'About',
  'bundle-details': 'Bundle Details',
  methods: 'Methods',
  pricing: 'Pricing',
  documentation: 'Documentation',
  changelog: 'Changelog',
  attachments: 'Attachments',
  'contact-provider': 'Contact Provider',
  'get-api-access': 'Get API Access',
  'provider-updates': 'Provider Updates',
  'get-api-key': 'Manage Access',
};

const PAGES: Record<string, string> = {
  '/': 'Home',
  '/catalog': 'Catalogue',
  '/catalog/top-apis': 'Top APIs',
  '/catalog/favorites': 'Favourites',
  '/catalog/taxonomy': 'Taxonomy',
  '/news': 'News',
  '/news/announcements': 'Announcements',
  '/news/provider-updates': 'Provider Updates',
  '/profile': 'My Profile',
  '/provider': 'Provider Workspace',
};

/**
 * The document title of a route (path inside /store), e.g. "Documentation · API Details · Storefront",
 * so history, tabs and screen readers tell pages apart.
 */
export function pageTitle(pathname: string, brandName: string): string {
  const path = pathname.replace(/\/+$/, '') || '/';
  const details = /^\/catalog\/details\/[^/]+(?:\/([^/]+))?/.exec(path);
  let page: string;
  if (details) page = `${DETAILS_TABS[details[1] ?? ''] ?? 'Tickets'} · API Details`;
  else if (path.startsWith('/provider/')) page = PAGES['/provider']!;
  else page = PAGES[path] ?? 'Page Not Found';
  return `${page} · ${brandName}`;
}
