/** Where a details link came from; the details page reads location.state.origin for its breadcrumb. */
export type DetailsOrigin = 'catalog' | 'taxonomy' | 'topapis' | 'favorites';

export const detailsPath = (id: string) => `/catalog/details/${encodeURIComponent(id)}`;

/**
 * Router state carried by card links: `{ origin }`, plus the taxonomy's query (its selected
 * classification) so the details breadcrumb goes back to the same view.
 */
export const originState = (origin?: DetailsOrigin, search = '') =>
  origin ? { origin, ...(origin === 'taxonomy' && search ? { originSearch: search } : {}) } : undefined;
