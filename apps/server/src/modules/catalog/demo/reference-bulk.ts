/**
 * Hundreds of demo applications (Internal), partner records (External) and their designs, so the
 * access form's reference-data search pages for real. Deterministic: the same rows on every run.
 */

const REGIONS = ['EMEA', 'Americas', 'APAC'];
const AREAS = [
  'Customer',
  'Merchant',
  'Partner',
  'Retail',
  'Corporate',
  'Branch',
  'Claims',
  'Policy',
  'Payments',
  'Card',
  'Loan',
  'Mortgage',
  'Savings',
  'Treasury',
  'Trade Finance',
  'Fraud',
  'Risk',
  'Compliance',
  'Marketing',
  'Loyalty',
  'Billing',
  'Inventory',
  'Supply Chain',
  'Fleet',
  'Travel',
  'Media',
  'Payroll',
  'Procurement',
];
const KINDS = [
  'Portal',
  'Mobile App',
  'Gateway',
  'Service',
  'Engine',
  'Hub',
  'Console',
  'Tracker',
  'Workbench',
  'Scheduler',
  'Adapter',
];
const DESIGN_VARIANTS = ['', ' Integration', ' Reporting', ' Notifications'];
const COMPANIES = [
  'Northwind',
  'Contoso',
  'Fabrikam',
  'Globex',
  'Initech',
  'Umbrella',
  'Tyrell',
  'Cyberdyne',
  'Acme',
  'Hooli',
  'Vandelay',
  'Wonka',
  'Soylent',
  'Oscorp',
  'Massive Dynamic',
];
const SECTORS = [
  'Logistics',
  'Insurance',
  'Travel',
  'Retail',
  'Telecom',
  'Energy',
  'Health',
  'Media',
  'Finance',
  'Foods',
];

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .toUpperCase();

export interface BulkApp {
  code: string;
  name: string;
  short: string;
  regions: string[];
  design: { id: string; name: string } | null;
}

/** 300 applications APP20001…; every third has designs (atlas id = the application's code). */
export function bulkApps(): { apps: BulkApp[]; designs: { id: string; name: string; atlasId: string }[] } {
  const apps: BulkApp[] = [];
  const designs: { id: string; name: string; atlasId: string }[] = [];
  let n = 0;
  for (const kind of KINDS) {
    for (const area of AREAS) {
      if (n === 300) break;
      const code = `APP${20001 + n}`;
      const name = `${area} ${kind}`;
      const own = n % 3 === 0 ? DESIGN_VARIANTS.slice(0, 1 + (n % 4)) : [];
      const appDesigns = own.map((variant, v) => ({
        id: `DSN-${30001 + designs.length + v}`,
        name: `${name}${variant}`,
        atlasId: code,
      }));
      designs.push(...appDesigns);
      apps.push({
        code,
        name,
        short: `${initials(area)}${initials(kind)}${n}`,
        regions: REGIONS.filter((_, r) => (n + r) % 3 !== 1),
        design: appDesigns[0] ? { id: appDesigns[0].id, name: appDesigns[0].name } : null,
      });
      n++;
    }
  }
  return { apps, designs };
}

/** 150 partner records PRF-1001… (company × sector). */
export function bulkPartners() {
  return COMPANIES.flatMap((company, c) =>
    SECTORS.map((sector, s) => {
      const i = c * SECTORS.length + s;
      return {
        code: `PRF-${1001 + i}`,
        name: `${company} ${sector}`,
        short: `${initials(company)}${initials(sector)}`,
        regions: REGIONS.slice(i % 3, 1 + (i % 3) + (i % 2)),
      };
    }),
  );
}
