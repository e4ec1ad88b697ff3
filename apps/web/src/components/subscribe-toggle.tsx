import { BellMarkIcon } from './mark-icons.tsx';
import { StoreMarkToggle, type StoreMarkToggleProps } from './store-mark-toggle.tsx';

/** Subscribe (watch) bell: provider updates of watched items become notifications. */
export function SubscribeToggle(props: StoreMarkToggleProps) {
  return (
    <StoreMarkToggle
      {...props}
      mark="watch"
      onLabel="Subscribe"
      offLabel="Unsubscribe"
      colour="brand"
      icon={(active) => <BellMarkIcon filled={active} />}
      failure={(on) =>
        on
          ? 'Sorry, you could not be subscribed to this API at this time, please try again.'
          : 'Sorry, you could not be unsubscribed from this API at this time, please try again.'
      }
    />
  );
}
