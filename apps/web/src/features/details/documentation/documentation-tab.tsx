import { useLingui } from '@lingui/react';
import { Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDetailsContext } from '../components/details-context.ts';
import { runtimeQueryOptions } from '../manage-access/api/get-runtime.ts';
import { LifecycleNotice } from '../versions/version-switcher.tsx';
import { useDocsConfig } from './api/get-docs-config.ts';
import { CopyForAi } from './copy-for-ai.tsx';
import { KeyPanel } from './key-panel.tsx';
import { type ActiveKey, activeKeys, tryState } from './try-mode.ts';
import { DocsViewer } from './viewer/docs-viewer.tsx';
import { DocsWorkerClient } from './viewer/worker-client.ts';

/**
 * The key the user picked for Try on this item, kept across visits in this browser as its
 * application and last eight characters (a fingerprint, not the key itself).
 */
function useChosenKey(itemId: string): [string | null, (fingerprint: string) => void] {
  const storageKey = `storefront.tryKey.${itemId}`;
  const [chosen, setChosen] = useState<string | null>(() => {
    try {
      return localStorage.getItem(storageKey);
    } catch {
      return null;
    }
  });
  const choose = (fingerprint: string) => {
    setChosen(fingerprint);
    try {
      localStorage.setItem(storageKey, fingerprint);
    } catch {
      // Storage may be unavailable (private mode): the choice then lasts for this visit.
    }
  };
  return [chosen, choose];
}

const fingerprint = (k: ActiveKey) => `${k.appName}|${k.value.slice(-8)}`;

/** Documentation (interactive): the key panel, then the viewer with Try in the mode section 4 gives. */
export function DocumentationTab() {
  const { _ } = useLingui();
  const { item, tabLabel, version } = useDetailsContext();
  // One worker for the tab's lifetime, started at once: its script loads while the configuration
  // (and the runtime) are fetched, and a mode change reloads the document in the same worker.
  const [worker] = useState(() => new DocsWorkerClient());
  useEffect(() => () => worker.terminate(), [worker]);
  const config = useDocsConfig(item.id);
  const keyAllowed = config.data?.allowedAPIKey === true;
  const runtime = useQuery({ ...runtimeQueryOptions(item.id), enabled: keyAllowed });
  const heading = tabLabel || _('det.menu.documentation');
  const [chosen, setChosen] = useChosenKey(item.id);

  let body: React.ReactNode;
  if (config.isError) {
    body = (
      <div role="alert">
        <Text fw={600}>{_('startup.genericTitle')}</Text>
        <Text>{_('startup.genericText')}</Text>
      </div>
    );
  } else if (!config.data || (keyAllowed && runtime.isPending)) {
    body = <Loader aria-label={_('docs.loading')} />;
  } else {
    // A runtime that cannot be read (no email, not deployed) leaves the consumer without a key.
    const now = Date.now();
    const active = activeKeys(runtime.data, now);
    const chosenKey = active.find((k) => fingerprint(k) === chosen)?.value ?? null;
    const state = tryState(config.data, runtime.data, now, chosenKey);
    const choose = (value: string) => {
      const k = active.find((c) => c.value === value);
      if (k) setChosen(fingerprint(k));
    };
    body = (
      <>
        {keyAllowed ? <KeyPanel itemId={item.id} state={state} onChoose={choose} /> : null}
        <DocsViewer
          itemId={item.id}
          worker={worker}
          useMocking={state.mode === 'mock'}
          version={version.label}
          tryOptions={{
            showTry: state.mode !== 'none',
            canTry: state.canTry,
            tryHint: state.canTry ? null : _('docs.try.getKeyHint'),
            apiKey: state.keyState === 'valid' ? (state.key?.value ?? null) : null,
            mockTarget: config.data.allowedMock,
            keyAllowed,
          }}
        />
      </>
    );
  }
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" wrap="wrap">
        <Title order={2} size="h3">
          {heading}
        </Title>
        <CopyForAi itemId={item.id} />
      </Group>
      {/* The documentation of a deprecated version says so, with its sunset date (issue 28). */}
      <LifecycleNotice version={version.shown} />
      {body}
    </Stack>
  );
}

export const Component = DocumentationTab;
