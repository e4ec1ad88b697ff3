/**
 * The demo taxonomies. "API Categories" nests APIs.guru's x-apisguru-categories under five groups
 * (and the big cloud providers under Cloud), so the tree has three levels; "Organisation" nests teams
 * under divisions. Directory imports reuse the same tree; unknown categories land under "Other".
 */
export const CATEGORY_TAXONOMY = 'api-categories';
export const ORG_TAXONOMY = 'organisation';

export const CATEGORY_GROUPS: { id: string; label: string; division: string; categories: string[] }[] = [
  {
    id: 'grp-business',
    label: 'Business & Commerce',
    division: 'Digital Commerce',
    categories: [
      'ecommerce',
      'financial',
      'payment',
      'marketing',
      'enterprise',
      'customer_relation',
      'forms',
    ],
  },
  {
    id: 'grp-communication',
    label: 'Communication',
    division: 'Customer Engagement',
    categories: ['messaging', 'email', 'telecom', 'social', 'collaboration', 'support'],
  },
  {
    id: 'grp-data',
    label: 'Data & Intelligence',
    division: 'Data & Analytics',
    categories: ['analytics', 'open_data', 'machine_learning', 'text', 'search', 'education'],
  },
  {
    id: 'grp-platform',
    label: 'Platform & Infrastructure',
    division: 'Cloud Platform',
    categories: [
      'cloud',
      'hosting',
      'security',
      'iot',
      'developer_tools',
      'tools',
      'monitoring',
      'backend',
      'storage',
    ],
  },
  {
    id: 'grp-lifestyle',
    label: 'Media & Lifestyle',
    division: 'Consumer Services',
    categories: ['media', 'entertainment', 'location', 'transport', 'project_management', 'time_management'],
  },
];
export const OTHER_GROUP = { id: 'grp-other', label: 'Other' };

/** Cloud APIs of these providers get their own classification under Cloud. */
export const CLOUD_PROVIDERS: Record<string, string> = {
  'amazonaws.com': 'Amazon Web Services',
  'azure.com': 'Microsoft Azure',
  'googleapis.com': 'Google Cloud',
};

const LABELS: Record<string, string> = {
  ecommerce: 'E-commerce',
  open_data: 'Open Data',
  machine_learning: 'Machine Learning',
  developer_tools: 'Developer Tools',
  customer_relation: 'Customer Relations',
  iot: 'Internet of Things',
  project_management: 'Project Management',
  time_management: 'Time Management',
};

export const categoryLabel = (c: string) =>
  LABELS[c] ?? c.replace(/_/g, ' ').replace(/\b\w/g, (ch) => ch.toUpperCase());
export const categoryId = (c: string) => `cat-${c.replace(/[^A-Za-z0-9]+/g, '-')}`;
export const cloudProviderId = (provider: string) => `cat-cloud-${provider.split('.')[0]}`;

export function groupOf(category: string) {
  return CATEGORY_GROUPS.find((g) => g.categories.includes(category));
}

/** Classification ids for a document: its categories (the provider's node for big clouds). */
export function classificationsFor(path: string, categories: string[]): string[] {
  const provider = path.split('/')[0];
  return [
    ...new Set(
      categories.map((c) =>
        c === 'cloud' && CLOUD_PROVIDERS[provider] ? cloudProviderId(provider) : categoryId(c),
      ),
    ),
  ];
}
