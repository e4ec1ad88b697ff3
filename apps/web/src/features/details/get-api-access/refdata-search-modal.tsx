import { useLingui } from '@lingui/react';
import { Modal } from '@mantine/core';
import type { Design, RefdataApp } from '@storefront/contract/access';
import { useState } from 'react';
import { DesignStep } from './design-step.tsx';
import { RefdataSearchStep } from './refdata-search-step.tsx';

/**
 * "Search": reference data (tabs Internal and External), then the chosen application's designs
 * ("Select an Application"). Reports the row with the design's id and name (null without one).
 */
export default function RefdataSearchModal({
  onClose,
  onChoose,
}: {
  onClose: () => void;
  onChoose: (record: RefdataApp) => void;
}) {
  const { _ } = useLingui();
  const [app, setApp] = useState<RefdataApp | null>(null);
  const choose = (design: Design | null) => {
    if (!app) return;
    onChoose({ ...app, designId: design?.id ?? null, designName: design?.name ?? null });
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={app ? _('access.ref.selectApp') : _('access.ref.search')}
      size="xl"
      closeButtonProps={{ 'aria-label': _('access.close') }}
    >
      {app ? (
        <DesignStep app={app} onBack={() => setApp(null)} onChoose={choose} />
      ) : (
        <RefdataSearchStep onSelect={setApp} />
      )}
    </Modal>
  );
}
