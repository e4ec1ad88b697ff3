/** Demo news, provider updates and attachment files. Dates are relative to the first seed. */

const DAY = 86_400_000;

export function announcements(now: number) {
  return [
    {
      title: 'Welcome to the API Storefront',
      details:
        'Browse the catalogue, favourite the APIs you use and subscribe to hear about changes. Questions go to the provider from each API page.',
      published: new Date(now - 40 * DAY),
      links: [{ url: 'https://apis.guru/', label: 'About the APIs in this catalogue' }],
    },
    {
      title: 'New pricing plans',
      details: 'Developer and Business plans are now available on most APIs. Free plans stay free.',
      published: new Date(now - 21 * DAY),
      links: [],
    },
    {
      title: 'Scheduled maintenance on Saturday',
      details:
        'The API gateway will be upgraded on Saturday between 02:00 and 04:00 UTC. Calls may fail for up to five minutes.',
      published: new Date(now - 9 * DAY),
      links: [{ url: 'https://status.example.com/', label: 'Status page' }],
    },
    {
      title: 'GitHub REST API added',
      details: 'The complete GitHub REST API, with about a thousand operations, is now in the catalogue.',
      published: new Date(now - 4 * DAY),
      links: [{ url: 'https://docs.github.com/en/rest' }],
    },
    {
      title: 'Deprecation of legacy endpoints',
      details: 'APIs marked Deprecated will be retired at the end of the quarter. Plan your migration now.',
      published: new Date(now - 2 * DAY),
      links: [],
    },
    {
      title: 'Try APIs with mock data',
      details: 'The documentation viewer can now answer with mock data when you have no key yet.',
      published: new Date(now - (1 * DAY) / 2),
      links: [],
    },
  ];
}

const NOTICES = [
  'Version {version} is now live. See the documentation for the new operations.',
  'We fixed an issue where some responses were missing the pagination links.',
  'Rate limits on the free plan go up to 20 requests per second next week.',
  'Planned maintenance this weekend may cause short interruptions.',
  'The sandbox environment has been refreshed with new test data.',
];

/** Up to three provider updates per chosen item, spread over the past weeks. */
export function noticesFor(index: number, version: string, now: number) {
  const count = 1 + (index % 3);
  return Array.from({ length: count }, (_, k) => ({
    message: NOTICES[(index + k) % NOTICES.length].replace('{version}', version || '1.0'),
    createdAt: new Date(now - ((index * 7 + k * 11) % 60) * DAY - k * 3_600_000),
  }));
}

/** Small real files: a getting-started guide, a rate-limit table and (for some) an SLA. */
export function attachmentsFor(index: number, name: string) {
  const files = [
    {
      name: 'Getting started.md',
      contentType: 'text/markdown',
      text: `# Getting started with ${name}\n\n1. Request access from the API page.\n2. Create an application and a key under Manage Access.\n3. Call the API with the key in the \`Authorization\` header.\n`,
    },
    {
      name: 'Rate limits.csv',
      contentType: 'text/csv',
      text: 'plan,requests_per_second,requests_per_day\nfree,5,1000\ndeveloper,20,50000\nbusiness,100,1000000\n',
    },
  ];
  if (index % 3 === 0) {
    files.push({
      name: 'Service level agreement.txt',
      contentType: 'text/plain',
      text: `${name}: availability target 99.9% per calendar month, support response within one business day.\n`,
    });
  }
  return files.map((f) => ({ name: f.name, contentType: f.contentType, content: Buffer.from(f.text) }));
}
