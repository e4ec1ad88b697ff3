import { isTopApisEnabled } from '../../lib/nav-rules.ts';
import { useCustomerConfig } from '../../lib/startup.ts';
import { NotFoundPage } from '../not-found/index.ts';
import { TopApisPage } from './top-apis/top-apis-page.tsx';

/** Top APIs switched off (configuration) is not a page at all: its URL answers the 404 page. */
export function Component() {
  const config = useCustomerConfig();
  return isTopApisEnabled(config) ? <TopApisPage /> : <NotFoundPage />;
}
