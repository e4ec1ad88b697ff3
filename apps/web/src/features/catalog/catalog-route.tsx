import { CatalogPage } from './search/catalog-page.tsx';

export const Component = CatalogPage;
