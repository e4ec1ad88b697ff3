import { TextInput } from '@mantine/core';
import { useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useMemo, useState } from 'react';
import type { DocIndex, OperationSummary } from './model.ts';

type Row = { kind: 'tag'; name: string } | { kind: 'op'; op: OperationSummary };

/** What search looks in, per operation: built once per document (Microsoft Graph has 11,000+). */
export function searchTexts(index: DocIndex): string[] {
  return index.operations.map((op) =>
    `${op.method} ${op.path} ${op.summary} ${op.operationId} ${op.tag}`.toLowerCase(),
  );
}

/** The rows under tag headings; hay: searchTexts(index), worked out by the caller once. */
export function rowsFor(index: DocIndex, query: string, hay: string[] | null = null): Row[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length && !hay) hay = searchTexts(index);
  const rows: Row[] = [];
  let tag: string | null = null;
  for (const [i, op] of index.operations.entries()) {
    if (hay && words.length && !words.every((w) => hay[i].includes(w))) continue;
    if (op.tag !== tag) {
      tag = op.tag;
      rows.push({ kind: 'tag', name: op.tag });
    }
    rows.push({ kind: 'op', op });
  }
  return rows;
}

const estimateRow = (row: Row) => (row.kind === 'tag' ? 34 : row.op.summary ? 52 : 32);

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
  index: DocIndex;
  selected: number | null;
  onSelect: (id: number) => void;
}

/** Operations grouped by tag, with search; only the rows on screen are rendered. */
export function OperationList({ index, selected, onSelect }: Props) {
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
  return (
    <nav aria-label="Operations" className="docs-nav">
      <TextInput
        label="Search operations"
        placeholder="Path, summary, tag or method"
        value={query}
        onChange={(e) => setQuery(e.currentTarget.value)}
      />
      <p className="docs-count" aria-live="polite">
        {count} of {index.operations.length} operations
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
                ) : (
                  <button
                    type="button"
                    className="docs-op"
                    aria-current={row.op.id === selected ? 'true' : undefined}
                    onClick={() => onSelect(row.op.id)}
                  >
                    <span className={`docs-method docs-method-${row.op.method.toLowerCase()}`}>
                      {row.op.method}
                    </span>
                    <span className="docs-op-text">
                      <span className="docs-path">{row.op.path}</span>
                      {row.op.summary ? <span className="docs-summary">{row.op.summary}</span> : null}
                    </span>
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </nav>
  );
}
