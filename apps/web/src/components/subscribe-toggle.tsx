import { useLingui } from '@lingui/react';
import { BellMarkIcon } from './mark-icons.tsx';
import { StoreMarkToggle, type StoreMarkToggleProps } from './store-mark-toggle.tsx';

/** Subscribe (watch) bell: provider updates of watched items become notifications. */
export function SubscribeToggle(props: StoreMarkToggleProps) {
  const { _ } = useLingui();
  return (
    <StoreMarkToggle
      {...props}
      mark="watch"
      onLabel={_('mark.watch.on')}
      offLabel={_('mark.watch.off')}
      colour="brand"
      icon={(active) => <BellMarkIcon filled={active} />}
      failure={(on) => _(on ? 'mark.watch.onFailed' : 'mark.watch.offFailed')}
    />
  );
}
