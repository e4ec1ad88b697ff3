import type { DesignPage } from '@storefront/contract/access';
import { apiGet } from '../../../../lib/api-client.ts';

/** GET /api/web/ics/search/designname: designs that already carry a name (the duplicate check). */
export const searchDesignName = (text: string) =>
  apiGet<DesignPage>('/api/web/ics/search/designname', { text });
