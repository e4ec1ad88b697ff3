import { Loader, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '../../../../lib/api-error.ts';
import { loadDocument } from './load-document.ts';
import type { DocIndex, OperationDetail } from './model.ts';
import { OperationList } from './operation-list.tsx';
import { OperationView, type TryOptions } from './operation-view.tsx';
import type { TryTarget } from './try-panel.tsx';
import type { DocsWorkerClient } from './worker-client.ts';
import './docs.css';

export const SPEC_ISSUE =
  'There was an issue with the spec, unable to load documentation, please contact provider.';
export const REFRESH_ADVICE =
  'Please refresh the page and try again, if the problem persists please contact your system administrator.';

/** Documentation errors (spec section 8): a missing document names the spec, the rest the generic advice. */
export function docsErrorText(err: unknown): string {
  const detail = isApiError(err) ? err.detail : err instanceof Error ? err.message : '';
  return /does not exist|No such file or directory/.test(detail) ? SPEC_ISSUE : REFRESH_ADVICE;
}

interface Props {
  itemId: string;
  /** Created with the tab, so the worker's script loads while the configuration is fetched. */
  worker: DocsWorkerClient;
  useMocking: boolean;
  tryOptions: Omit<TryOptions, 'targets'> & { mockTarget: boolean };
}

/**
 * The documentation viewer: the document is fetched, parsed, indexed and dereferenced in a Web
 * Worker; the page holds the operation list and the one operation on screen.
 */
export function DocsViewer({ itemId, worker, useMocking, tryOptions }: Props) {
  const [index, setIndex] = useState<DocIndex | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const [detail, setDetail] = useState<OperationDetail | null>(null);

  useEffect(() => {
    const abort = new AbortController();
    setIndex(null);
    setError(null);
    loadDocument(worker, itemId, useMocking, abort.signal).then(
      (loaded) => {
        if (!abort.signal.aborted) setIndex(loaded);
      },
      (err: unknown) => {
        if (!abort.signal.aborted) setError(err);
      },
    );
    return () => abort.abort();
  }, [itemId, useMocking, worker]);

  useEffect(() => {
    if (selected === null || !index) return;
    let live = true;
    worker.operation(selected).then(
      (d) => live && setDetail(d),
      (err: unknown) => live && setError(err),
    );
    return () => {
      live = false;
    };
  }, [selected, index, worker]);

  const loadSchema = useCallback((ref: string) => worker.schema(ref), [worker]);

  if (error) {
    return (
      <div role="alert">
        <Title order={3} size="h4">
          Oops! Something went wrong
        </Title>
        <Text>{docsErrorText(error)}</Text>
      </div>
    );
  }
  if (!index) {
    return (
      <Stack align="center" p="xl">
        <Loader aria-label="Loading documentation" />
      </Stack>
    );
  }
  const mockUrl = `${window.location.origin}/api/mock/${encodeURIComponent(itemId)}`;
  const mock: TryTarget = { value: 'mock', label: `Mock server (${mockUrl})`, baseUrl: mockUrl };
  const targets: TryTarget[] = useMocking
    ? [mock]
    : [
        ...index.servers
          .filter((s) => /^https?:\/\//.test(s))
          .map((s) => ({ value: s, label: s, baseUrl: s })),
        ...(tryOptions.mockTarget ? [mock] : []),
      ];
  return (
    <div className="docs-layout">
      <header className="docs-head">
        <Title order={3} size="h4">
          {index.title}{' '}
          {index.version ? (
            <Text span c="dimmed">
              {index.version}
            </Text>
          ) : null}
        </Title>
      </header>
      <OperationList index={index} selected={selected} onSelect={setSelected} />
      <div className="docs-detail">
        {detail && detail.id === selected ? (
          <OperationView
            key={detail.id}
            itemId={itemId}
            op={detail}
            load={loadSchema}
            tryOptions={{ ...tryOptions, targets }}
          />
        ) : (
          <Text c="dimmed">{selected === null ? 'Select an operation to see its details.' : 'Loading…'}</Text>
        )}
      </div>
    </div>
  );
}
