import { HeartIcon } from './mark-icons.tsx';
import { StoreMarkToggle, type StoreMarkToggleProps } from './store-mark-toggle.tsx';

/** Favourite heart (shared by catalogue cards and the details header). */
export function FavouriteToggle(props: StoreMarkToggleProps) {
  return (
    <StoreMarkToggle
      {...props}
      mark="favourites"
      onLabel="Add to favourites"
      offLabel="Remove from favourites"
      colour="red"
      icon={(active) => <HeartIcon filled={active} />}
      failure={(on) =>
        on
          ? 'Sorry, this API could not be added to your favourites at this time, please try again.'
          : 'Sorry, this API could not be removed from your favourites at this time, please try again.'
      }
    />
  );
}
