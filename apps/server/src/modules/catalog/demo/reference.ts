/** Demo reference data: owners (teams by division), apps, prfs, designs, plans, dimensions, metrics. */

export const OWNERS: { code: string; name: string; division: string }[] = [
  { code: 'OWN-COM-PAY', name: 'Payments Platform Team', division: 'Digital Commerce' },
  { code: 'OWN-COM-SHOP', name: 'Online Shop Team', division: 'Digital Commerce' },
  { code: 'OWN-ENG-MSG', name: 'Messaging Team', division: 'Customer Engagement' },
  { code: 'OWN-ENG-SOC', name: 'Social & Community Team', division: 'Customer Engagement' },
  { code: 'OWN-DAT-INS', name: 'Insights Team', division: 'Data & Analytics' },
  { code: 'OWN-DAT-OPEN', name: 'Open Data Office', division: 'Data & Analytics' },
  { code: 'OWN-PLT-CLD', name: 'Cloud Foundation Team', division: 'Cloud Platform' },
  { code: 'OWN-PLT-SEC', name: 'Security Engineering', division: 'Cloud Platform' },
  { code: 'OWN-CON-MED', name: 'Media Experiences Team', division: 'Consumer Services' },
  { code: 'OWN-CON-MOB', name: 'Mobility Team', division: 'Consumer Services' },
];

export const DESIGNS: { id: string; name: string; atlasId: string }[] = [
  'Customer Onboarding',
  'Payments Gateway',
  'Card Issuing',
  'Loyalty Points',
  'Order Management',
  'Inventory Sync',
  'Notification Hub',
  'Identity Verification',
  'Fraud Scoring',
  'Data Lake Ingestion',
  'Media Asset Library',
  'Trip Planner',
  'Fleet Telemetry',
  'Partner Portal',
  'Document Signing',
  'Account Aggregation',
  'Cloud Cost Insights',
  'Secrets Rotation',
  'Device Provisioning',
  'Content Recommendations',
].map((name, i) => ({ id: `DSN-${String(1001 + i)}`, name, atlasId: `ATL-${String(52001 + i * 7)}` }));

const REGIONS = ['EMEA', 'Americas', 'APAC'];
const APP_NAMES = [
  'Customer Mobile App',
  'Web Banking',
  'Merchant Portal',
  'Contact Centre Desktop',
  'Partner Gateway',
  'Data Warehouse Loader',
  'Fraud Monitor',
  'Marketing Hub',
  'Store Kiosk',
  'Field Service App',
  'Loyalty Engine',
  'Billing Service',
  'Claims Processor',
  'Travel Companion',
  'Media Player',
  'Smart Home Hub',
  'Fleet Tracker',
  'HR Self Service',
  'Procurement Suite',
  'Analytics Workbench',
  'Chat Assistant',
  'Identity Console',
  'Developer Sandbox',
  'Report Builder',
  'Order Tracker',
];

/** Short code from the initials: "Customer Mobile App" → CMA. */
const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .toUpperCase();

export const APPS = APP_NAMES.map((name, i) => ({
  code: `APP${String(10001 + i)}`,
  name,
  short: initials(name),
  regions: REGIONS.filter((_, r) => (i + r) % 3 !== 2),
  // Some apps already have a design, which fills the access form's design fields.
  design: i % 4 === 0 ? DESIGNS[i % DESIGNS.length] : undefined,
}));

export const PRFS = [
  'Retail Payments',
  'Card Services',
  'Customer Data',
  'Digital Channels',
  'Enterprise Integration',
  'Cloud Services',
  'Security Services',
  'Analytics Platform',
  'Partner Ecosystem',
  'Media Services',
].map((name, i) => ({
  code: `PRF-${String(201 + i)}`,
  name,
  short: initials(name),
  regions: REGIONS.slice(0, 1 + (i % 3)),
}));

export const PRICING_PLANS = [
  {
    code: 'free',
    name: 'Free',
    cost: '$0',
    period: 'month',
    quota: '1,000 calls',
    description: 'For trying things out.',
  },
  {
    code: 'developer',
    name: 'Developer',
    cost: '$29',
    period: 'month',
    quota: '50,000 calls',
    description: 'For building and testing an integration.',
  },
  {
    code: 'business',
    name: 'Business',
    cost: '$249',
    period: 'month',
    quota: '1,000,000 calls',
    description: 'Production traffic with business-hours support.',
  },
  {
    code: 'enterprise',
    name: 'Enterprise',
    cost: '$12,000',
    period: 'year',
    quota: 'Unlimited',
    description: 'Dedicated capacity, 24/7 support and an SLA of 99.95%.',
  },
];

export const DIMENSIONS = [
  {
    code: 'pricingplans',
    name: 'Pricing Plans',
    values: PRICING_PLANS.map((p) => ({ code: p.code, name: p.name })),
  },
  {
    code: 'audience',
    name: 'Audience',
    values: [
      { code: 'internal', name: 'Internal' },
      { code: 'partner', name: 'Partner' },
      { code: 'public', name: 'Public' },
    ],
  },
  {
    code: 'region',
    name: 'Region',
    values: [
      { code: 'emea', name: 'EMEA' },
      { code: 'americas', name: 'Americas' },
      { code: 'apac', name: 'APAC' },
    ],
  },
];

/** Ranking metrics of Top APIs. */
export const METRICS = [
  { id: 'calls', label: 'Most Called', timeUnitLabel: 'Last 30 days', scale: 2_000_000 },
  { id: 'subscribers', label: 'Most Subscribed', timeUnitLabel: 'All time', scale: 900 },
  { id: 'availability', label: 'Most Reliable', timeUnitLabel: 'Last 90 days', scale: 1 },
];

export const STATES = {
  live: { name: 'Live', colour: 'green' },
  beta: { name: 'Beta', colour: 'orange' },
  deprecated: { name: 'Deprecated', colour: 'red' },
};
