import { Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDetailsContext } from '../components/details-context.ts';
import { runtimeQueryOptions } from '../manage-access/api/get-runtime.ts';
import { useDocsConfig } from './api/get-docs-config.ts';
import { KeyPanel } from './key-panel.tsx';
import { tryState } from './try-mode.ts';
import { DocsViewer, REFRESH_ADVICE } from './viewer/docs-viewer.tsx';
import { DocsWorkerClient } from './viewer/worker-client.ts';

/** Documentation (interactive): the key panel, then the viewer with Try in the mode section 4 gives. */
export function DocumentationTab() {
  const { item, tabLabel } = useDetailsContext();
  // One worker for the tab's lifetime, started at once: its script loads while the configuration
  // (and the runtime) are fetched, and a mode change reloads the document in the same worker.
  const [worker] = useState(() => new DocsWorkerClient());
  useEffect(() => () => worker.terminate(), [worker]);
  const config = useDocsConfig(item.id);
  const keyAllowed = config.data?.allowedAPIKey === true;
  const runtime = useQuery({ ...runtimeQueryOptions(item.id), enabled: keyAllowed });
  const heading = tabLabel || 'Documentation';

  let body: React.ReactNode;
  if (config.isError) {
    body = (
      <div role="alert">
        <Text fw={600}>Oops! Something went wrong</Text>
        <Text>{REFRESH_ADVICE}</Text>
      </div>
    );
  } else if (!config.data || (keyAllowed && runtime.isPending)) {
    body = <Loader aria-label="Loading documentation" />;
  } else {
    // A runtime that cannot be read (no email, not deployed) leaves the consumer without a key.
    const state = tryState(config.data, runtime.data);
    body = (
      <>
        {keyAllowed ? <KeyPanel itemId={item.id} state={state} /> : null}
        <DocsViewer
          itemId={item.id}
          worker={worker}
          useMocking={state.mode === 'mock'}
          tryOptions={{
            showTry: state.mode !== 'none',
            canTry: state.canTry,
            tryHint: state.canTry ? null : 'Get an API key to enable Try.',
            apiKey: state.keyState === 'valid' ? (state.key?.value ?? null) : null,
            mockTarget: config.data.allowedMock,
          }}
        />
      </>
    );
  }
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {heading}
      </Title>
      {body}
    </Stack>
  );
}

export const Component = DocumentationTab;
