import type { ItemDetails } from '@storefront/contract/details';
import { useOutletContext } from 'react-router';
import type { ChosenVersion } from '../versions/use-version.ts';
import type { MenuEntry } from './menu-rules.ts';

/** What the details page hands every tab. */
export interface DetailsContext {
  item: ItemDetails;
  menu: MenuEntry[];
  /** The active tab's menu label (headings follow the menu configuration). */
  tabLabel: string;
  /** The API version the page shows (issue 28): tabs read that version's document. */
  version: ChosenVersion;
}

export const useDetailsContext = () => useOutletContext<DetailsContext>();
