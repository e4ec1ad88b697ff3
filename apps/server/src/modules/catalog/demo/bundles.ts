/**
 * Demo bundles. Live specs name demo documents (paths in apis.ts, or 'github'); non-live specs are
 * only designs, shown with "This API has not been promoted to the portal."
 */
export interface DemoBundle {
  id: string;
  name: string;
  description: string;
  category: string;
  state: 'live' | 'beta';
  specs: ({ path: string } | { design: string; state: string })[];
}

export const BUNDLES: DemoBundle[] = [
  {
    id: 'bundle-cloud-essentials',
    name: 'Cloud Essentials',
    description: 'Account, certificate and access analysis APIs to run workloads safely on the cloud.',
    category: 'cloud',
    state: 'live',
    specs: [
      { path: 'amazonaws.com/account.json' },
      { path: 'amazonaws.com/acm.json' },
      { path: 'amazonaws.com/accessanalyzer.json' },
      { design: 'Cloud Cost Insights', state: 'In design' },
    ],
  },
  {
    id: 'bundle-open-finance',
    name: 'Open Finance',
    description: 'Account information, payments and tax APIs for building financial products.',
    category: 'financial',
    state: 'live',
    specs: [
      { path: 'nordigen.com.json' },
      { path: 'beanstream.com.json' },
      { path: 'taxamo.com.json' },
      { design: 'Account Aggregation', state: 'Planned' },
      { design: 'Card Issuing', state: 'In development' },
    ],
  },
  {
    id: 'bundle-messaging-suite',
    name: 'Messaging Suite',
    description: 'SMS, e-mail and chat APIs to reach customers on every channel.',
    category: 'messaging',
    state: 'beta',
    specs: [
      { path: 'twilio.com/twilio_accounts_v1.json' },
      { path: 'sakari.io.json' },
      { path: 'postmarkapp.com/account.json' },
      { path: 'mandrillapp.com.json' },
    ],
  },
  {
    id: 'bundle-media-discovery',
    name: 'Media Discovery',
    description: 'Music, books, video and podcasts to build rich discovery experiences.',
    category: 'media',
    state: 'live',
    specs: [
      { path: 'spotify.com.json' },
      { path: 'nytimes.com/books_api.json' },
      { path: 'listennotes.com.json' },
      { design: 'Content Recommendations', state: 'In design' },
    ],
  },
  {
    id: 'bundle-mobility',
    name: 'Mobility & Travel',
    description: 'Maps, routing, rides and timetables for travel apps.',
    category: 'transport',
    state: 'live',
    specs: [
      { path: 'tomtom.com/maps.json' },
      { path: 'graphhopper.com.json' },
      { path: 'lyft.com.json' },
      { path: 'deutschebahn.com/fahrplan.json' },
    ],
  },
  {
    id: 'bundle-developer-platform',
    name: 'Developer Platform',
    description: 'Source control, registries and secrets for engineering teams.',
    category: 'developer_tools',
    state: 'beta',
    specs: [
      { path: 'github' },
      { path: 'apicurio.local/registry.json' },
      { path: '1password.local/connect.json' },
      { design: 'Secrets Rotation', state: 'Planned' },
    ],
  },
];
