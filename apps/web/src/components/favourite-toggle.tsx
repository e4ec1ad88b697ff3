import { useLingui } from '@lingui/react';
import { HeartIcon } from './mark-icons.tsx';
import { StoreMarkToggle, type StoreMarkToggleProps } from './store-mark-toggle.tsx';

/** Favourite heart (shared by catalogue cards and the details header). */
export function FavouriteToggle(props: StoreMarkToggleProps) {
  const { _ } = useLingui();
  return (
    <StoreMarkToggle
      {...props}
      mark="favourites"
      onLabel={_('mark.fav.on')}
      offLabel={_('mark.fav.off')}
      colour="red"
      icon={(active) => <HeartIcon filled={active} />}
      failure={(on) => _(on ? 'mark.fav.onFailed' : 'mark.fav.offFailed')}
    />
  );
}
