import { TaxonomyPage } from './taxonomy/taxonomy-page.tsx';

export const Component = TaxonomyPage;
