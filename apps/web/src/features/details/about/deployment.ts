export interface Deployment {
  runtime: string;
  group: string;
  api: string;
}

/**
 * The storefront value "runtime:group:api" (the api part may itself contain colons). Nothing to show
 * when it is empty or the "soon:" marker of an item not yet deployed.
 */
export function parseDeployment(storefront: string | null | undefined): Deployment | null {
  const value = storefront?.trim() ?? '';
  if (!value || value.toLowerCase() === 'soon:') return null;
  const [runtime = '', group = '', ...rest] = value.split(':');
  return { runtime: runtime.trim(), group: group.trim(), api: rest.join(':').trim() };
}
