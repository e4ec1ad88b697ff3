import { i18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Loader, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { isApiError } from '../../../../lib/api-error.ts';
import { placeOf, placePath } from './doc-route.ts';
import { loadDocument } from './load-document.ts';
import type { DocIndex, OperationDetail } from './model.ts';
import { OperationList } from './operation-list.tsx';
import { OperationView, type TryOptions } from './operation-view.tsx';
import { Overview } from './overview.tsx';
import { SchemaPage } from './schema-page.tsx';
import { SchemaLinks } from './schema-tree.tsx';
import type { TryTarget } from './try-panel.tsx';
import type { DocsWorkerClient } from './worker-client.ts';
import './docs.css';

// AsyncAPI items only: their views load as a chunk of their own when such a document is shown.
const EventDocs = lazy(() => import('./asyncapi-view.tsx'));

/** The spec's English texts (section 8), as the docs area's English catalogue has them. */
export const SPEC_ISSUE =
  'There was an issue with the spec, unable to load documentation, please contact provider.';
export const REFRESH_ADVICE =
  'Please refresh the page and try again, if the problem persists please contact your system administrator.';

/**
 * Documentation errors (spec section 8), in the active language: a missing document names the
 * spec, the rest the generic advice. The server's detail is matched in English (its own texts).
 */
export function docsErrorText(err: unknown): string {
  const detail = isApiError(err) ? err.detail : err instanceof Error ? err.message : '';
  return /does not exist|No such file or directory/.test(detail)
    ? i18n._('docs.error.spec')
    : i18n._('startup.genericText');
}

interface Props {
  itemId: string;
  /** Created with the tab, so the worker's script loads while the configuration is fetched. */
  worker: DocsWorkerClient;
  useMocking: boolean;
  /** The version chosen on the page (null: the default one): the document, Try and the mock follow it. */
  version?: string | null;
  tryOptions: Omit<TryOptions, 'targets'> & { mockTarget: boolean; keyAllowed: boolean };
}

/**
 * The documentation viewer: the document is fetched, parsed, indexed and dereferenced in a Web
 * Worker; the page holds the operation list and the one operation on screen.
 */
export function DocsViewer({ itemId, worker, useMocking, version = null, tryOptions }: Props) {
  const { _ } = useLingui();
  const location = useLocation();
  const place = useMemo(() => placeOf(location.pathname), [location.pathname]);
  const [index, setIndex] = useState<DocIndex | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [detail, setDetail] = useState<OperationDetail | null>(null);
  const detailRef = useRef<HTMLDivElement>(null);
  // Set when the user picks an entry in the list: on a wide screen the details beside the list then
  // stay where they are; on a phone they (below the list) are scrolled to the top, as by a link.
  const chosen = useRef(false);

  useEffect(() => {
    const abort = new AbortController();
    setIndex(null);
    setError(null);
    loadDocument(worker, itemId, useMocking, abort.signal, undefined, version).then(
      (loaded) => {
        if (!abort.signal.aborted) setIndex(loaded);
      },
      (err: unknown) => {
        if (!abort.signal.aborted) setError(err);
      },
    );
    return () => abort.abort();
  }, [itemId, useMocking, version, worker]);

  const byKey = useMemo(() => new Map(index?.operations.map((o) => [o.key, o.id]) ?? []), [index]);
  const selected = place.kind === 'operation' ? (byKey.get(place.key) ?? null) : null;

  useEffect(() => {
    // AsyncAPI operations are asked for by their own view.
    if (selected === null || !index || index.eventApi) return;
    let live = true;
    worker.operation(selected).then(
      (d) => live && setDetail(d),
      (err: unknown) => live && setError(err),
    );
    return () => {
      live = false;
    };
  }, [selected, index, worker]);

  const shownKey = index?.eventApi
    ? place.kind === 'overview'
      ? 'overview'
      : `${place.kind}:${place.kind === 'operation' ? place.key : place.name}`
    : place.kind === 'operation'
      ? detail?.id === selected
        ? `op:${selected}`
        : null
      : place.kind === 'schema'
        ? `schema:${place.name}`
        : place.kind === 'message'
          ? `message:${place.name}`
          : 'overview';
  useEffect(() => {
    if (!shownKey || !detailRef.current) return;
    const phone = window.matchMedia?.('(max-width: 800px)').matches;
    // On a phone the details sit below the list: chosen or opened by link, they are brought to the
    // top (below the sticky header: the detail's scroll-margin-top); on wide screens only if off screen.
    if (phone && (chosen.current || place.kind !== 'overview'))
      detailRef.current.scrollIntoView({ block: 'start' });
    else if (!chosen.current && place.kind !== 'overview')
      detailRef.current.scrollIntoView({ block: 'nearest' });
    chosen.current = false;
  }, [shownKey, place.kind]);

  const loadSchema = useCallback((ref: string) => worker.schema(ref), [worker]);
  const schemaNames = useMemo(() => new Set(index?.schemas ?? []), [index]);
  const schemaLink = useCallback(
    (name: string) =>
      schemaNames.has(name)
        ? { pathname: placePath(itemId, { kind: 'schema', name }), search: location.search }
        : null,
    [schemaNames, itemId, location.search],
  );
  const onChoose = useCallback(() => {
    chosen.current = true;
  }, []);

  if (error) {
    return (
      <div role="alert">
        <Title order={3} size="h4">
          {_('startup.genericTitle')}
        </Title>
        <Text>{docsErrorText(error)}</Text>
      </div>
    );
  }
  if (!index) {
    return (
      <Stack align="center" p="xl">
        <Loader aria-label={_('docs.loading')} />
      </Stack>
    );
  }
  const mockUrl = `${window.location.origin}/api/mock/${encodeURIComponent(itemId)}`;
  const mock: TryTarget = {
    value: 'mock',
    label: _('docs.try.mockServer', { url: mockUrl }),
    baseUrl: mockUrl,
  };
  const targets: TryTarget[] = useMocking
    ? [mock]
    : [
        ...index.servers
          .filter((s) => /^https?:\/\//.test(s))
          .map((s) => ({ value: s, label: s, baseUrl: s })),
        ...(tryOptions.mockTarget ? [mock] : []),
      ];
  let shown: React.ReactNode;
  if (place.kind === 'schema') shown = <SchemaPage name={place.name} load={loadSchema} />;
  else if (index.eventApi)
    shown = (
      <Suspense fallback={<Text c="dimmed">{_('docs.loadingShort')}</Text>}>
        <EventDocs
          itemId={itemId}
          index={index}
          place={place}
          selected={selected}
          worker={worker}
          load={loadSchema}
          ctx={{ keyAllowed: tryOptions.keyAllowed, mockAllowed: false }}
        />
      </Suspense>
    );
  else if (place.kind === 'operation' && selected === null)
    shown = <Text role="alert">{_('docs.noOperation', { key: place.key })}</Text>;
  else if (place.kind === 'operation')
    shown =
      detail && detail.id === selected ? (
        <OperationView
          key={detail.id}
          itemId={itemId}
          version={version}
          op={detail}
          load={loadSchema}
          tryOptions={{
            ...tryOptions,
            targets,
            securitySchemes: index.securitySchemes,
            // Mock mode: the API's own servers, for real calls with an OAuth 2 token (when allowed).
            apiServers: useMocking && tryOptions.keyAllowed ? (index.apiServers ?? []) : [],
          }}
        />
      ) : (
        <Text c="dimmed">{_('docs.loadingShort')}</Text>
      );
  else
    shown = (
      <Overview
        index={index}
        ctx={{ keyAllowed: tryOptions.keyAllowed, mockAllowed: tryOptions.mockTarget || useMocking }}
        postman={() => worker.postman(targets[0]?.baseUrl ?? '', tryOptions.apiKey)}
        openapi={() => worker.openapi(tryOptions.apiKey)}
      />
    );
  return (
    <SchemaLinks.Provider value={schemaLink}>
      <div className="docs-layout">
        <OperationList itemId={itemId} index={index} place={place} onChoose={onChoose} />
        <div className="docs-detail" ref={detailRef}>
          {shown}
        </div>
      </div>
    </SchemaLinks.Provider>
  );
}
