import { isTaxonomyEnabled } from '../../lib/nav-rules.ts';
import { useCustomerConfig } from '../../lib/startup.ts';
import { NotFoundPage } from '../not-found/index.ts';
import { TaxonomyPage } from './taxonomy/taxonomy-page.tsx';

/** Like Top APIs: switched off, its URL answers the 404 page. */
export function Component() {
  const config = useCustomerConfig();
  return isTaxonomyEnabled(config) ? <TaxonomyPage /> : <NotFoundPage />;
}
