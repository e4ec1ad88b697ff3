import { useLingui } from '@lingui/react';
import { TextInput } from '@mantine/core';
import { useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { type DocPlace, placePath } from './doc-route.ts';
import type { DocIndex, OperationSummary } from './model.ts';

type Row =
  | { kind: 'overview' }
  | { kind: 'tag'; name: string }
  | { kind: 'op'; op: OperationSummary }
  | { kind: 'schemas' }
  | { kind: 'schema'; name: string }
  | { kind: 'messages' }
  | { kind: 'message'; name: string };

/** What search looks in, per operation: built once per document (Microsoft Graph has 11,000+). */
export function searchTexts(index: DocIndex): string[] {
  return index.operations.map((op) =>
    `${op.method} ${op.path} ${op.summary} ${op.operationId} ${op.tag}`.toLowerCase(),
  );
}

/**
 * The rows: the overview, operations under tag headings, then the schemas; a query keeps the
 * operations and schemas holding every word. hay: searchTexts(index), worked out by the caller once.
 */
export function rowsFor(index: DocIndex, query: string, hay: string[] | null = null): Row[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length && !hay) hay = searchTexts(index);
  const rows: Row[] = words.length ? [] : [{ kind: 'overview' }];
  let tag: string | null = null;
  for (const [i, op] of index.operations.entries()) {
    if (hay && words.length && !words.every((w) => hay[i].includes(w))) continue;
    if (op.tag !== tag) {
      tag = op.tag;
      rows.push({ kind: 'tag', name: op.tag });
    }
    rows.push({ kind: 'op', op });
  }
  const named = (names: string[]) =>
    words.length
      ? names.filter((n) => {
          const low = n.toLowerCase();
          return words.every((w) => low.includes(w));
        })
      : names;
  // AsyncAPI: the messages, each with its own page, before the schemas.
  const messages = named(index.eventApi?.messages ?? []);
  if (messages.length) {
    rows.push({ kind: 'messages' });
    for (const name of messages) rows.push({ kind: 'message', name });
  }
  const schemas = named(index.schemas);
  if (schemas.length) {
    rows.push({ kind: 'schemas' });
    for (const name of schemas) rows.push({ kind: 'schema', name });
  }
  return rows;
}

const estimateRow = (row: Row) =>
  row.kind === 'tag' || row.kind === 'schemas' || row.kind === 'messages'
    ? 34
    : row.kind === 'op' && row.op.summary
      ? 52
      : 32;

const rowMatches = (row: Row, place: DocPlace) =>
  (row.kind === 'overview' && place.kind === 'overview') ||
  (row.kind === 'op' && place.kind === 'operation' && row.op.key === place.key) ||
  (row.kind === 'schema' && place.kind === 'schema' && row.name === place.name) ||
  (row.kind === 'message' && place.kind === 'message' && row.name === place.name);

/** A row's height from its ResizeObserver entry; before the first entry, the known or estimated one. */
export function measureFromObserver(
  element: Element,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<HTMLElement, Element>,
): number {
  const box = entry?.borderBoxSize?.[0];
  if (box) return Math.round(box.blockSize);
  const index = instance.indexFromElement(element);
  return instance.measurementsCache[index]?.size ?? instance.options.estimateSize(index);
}

interface Props {
  itemId: string;
  index: DocIndex;
  place: DocPlace;
  /** The user chose an entry (phones then bring the details into view). */
  onChoose: () => void;
}

/** Operations grouped by tag, with search; only the rows on screen are rendered. */
export function OperationList({ itemId, index, place, onChoose }: Props) {
  const { _ } = useLingui();
  const { search } = useLocation();
  const [query, setQuery] = useState('');
  // Search texts only once the user searches: the first list on screen does not wait for them.
  const searching = query.trim() !== '';
  const hay = useMemo(() => (searching ? searchTexts(index) : null), [index, searching]);
  const rows = useMemo(() => rowsFor(index, query, hay), [index, query, hay]);
  const [scrollElement, setScrollElement] = useState<HTMLElement | null>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollElement,
    estimateSize: (i) => estimateRow(rows[i]),
    // Rows are measured by the ResizeObserver's entries only: reading a row's height when React
    // attaches it forces a layout per row inside the commit (the list's longest task).
    measureElement: measureFromObserver,
    overscan: 10,
  });
  const count = rows.filter((r) => r.kind === 'op').length;
  const schemaCount = rows.filter((r) => r.kind === 'schema').length;
  const messageCount = rows.filter((r) => r.kind === 'message').length;
  const events = index.eventApi;
  // A place opened by URL (cold deep link, back/forward) is scrolled into the list's view.
  const placeIndex = rows.findIndex((r) => rowMatches(r, place));
  useEffect(() => {
    if (placeIndex >= 0 && scrollElement) virtualizer.scrollToIndex(placeIndex, { align: 'auto' });
  }, [placeIndex, scrollElement, virtualizer]);
  const link = (to: DocPlace) => ({ pathname: placePath(itemId, to), search });
  const counts = [_('docs.list.operations', { count, total: index.operations.length })];
  if (events?.messages.length)
    counts.push(_('docs.list.messages', { count: messageCount, total: events.messages.length }));
  if (index.schemas.length)
    counts.push(_('docs.list.schemas', { count: schemaCount, total: index.schemas.length }));
  return (
    <nav aria-label={_('docs.list.label')} className="docs-nav">
      <TextInput
        label={events ? _('docs.list.searchEvents') : _('docs.list.search')}
        placeholder={events ? _('docs.list.searchEventsHint') : _('docs.list.searchHint')}
        value={query}
        onChange={(e) => setQuery(e.currentTarget.value)}
      />
      <p className="docs-count" aria-live="polite">
        {counts.join(_('docs.list.separator'))}
      </p>
      <div ref={setScrollElement} className="docs-list-scroll" data-testid="operation-list">
        <ul className="docs-list" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((v) => {
            const row = rows[v.index];
            return (
              <li
                key={v.key}
                data-index={v.index}
                ref={virtualizer.measureElement}
                className="docs-row"
                style={{ transform: `translateY(${v.start}px)` }}
              >
                {row.kind === 'tag' ? (
                  <h3 className="docs-tag">{row.name}</h3>
                ) : row.kind === 'schemas' ? (
                  <h3 className="docs-tag">{_('docs.list.schemasHeading')}</h3>
                ) : row.kind === 'messages' ? (
                  <h3 className="docs-tag">{_('docs.list.messagesHeading')}</h3>
                ) : row.kind === 'message' ? (
                  <Link
                    className="docs-op"
                    to={link({ kind: 'message', name: row.name })}
                    aria-current={rowMatches(row, place) ? 'page' : undefined}
                    onClick={onChoose}
                  >
                    <span className="docs-method docs-method-message">{_('docs.list.messageBadge')}</span>
                    <span className="docs-op-text">
                      <span className="docs-path">{row.name}</span>
                    </span>
                  </Link>
                ) : row.kind === 'overview' ? (
                  <Link
                    className="docs-op"
                    to={link({ kind: 'overview' })}
                    aria-current={place.kind === 'overview' ? 'page' : undefined}
                    onClick={onChoose}
                  >
                    <span className="docs-op-text">
                      {events ? _('docs.list.overviewEvents') : _('docs.list.overview')}
                    </span>
                  </Link>
                ) : row.kind === 'schema' ? (
                  <Link
                    className="docs-op"
                    to={link({ kind: 'schema', name: row.name })}
                    aria-current={rowMatches(row, place) ? 'page' : undefined}
                    onClick={onChoose}
                  >
                    <span className="docs-method docs-method-schema">{_('docs.list.schemaBadge')}</span>
                    <span className="docs-op-text">
                      <span className="docs-path">{row.name}</span>
                    </span>
                  </Link>
                ) : (
                  <Link
                    className="docs-op"
                    to={link({ kind: 'operation', key: row.op.key })}
                    aria-current={rowMatches(row, place) ? 'page' : undefined}
                    onClick={onChoose}
                  >
                    <span className={`docs-method docs-method-${row.op.method.toLowerCase()}`}>
                      {row.op.method}
                    </span>
                    <span className="docs-op-text">
                      <span className="docs-path">{row.op.path}</span>
                      {row.op.summary ? <span className="docs-summary">{row.op.summary}</span> : null}
                    </span>
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </nav>
  );
}
