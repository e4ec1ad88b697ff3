/** Where a details link came from; the details page reads location.state.origin for its breadcrumb. */
export type DetailsOrigin = 'catalog' | 'taxonomy' | 'topapis' | 'favorites';

export const detailsPath = (id: string) => `/catalog/details/${encodeURIComponent(id)}`;

/** Router state carried by card links: `{ origin }` (read by the details engineer). */
export const originState = (origin?: DetailsOrigin) => (origin ? { origin } : undefined);
