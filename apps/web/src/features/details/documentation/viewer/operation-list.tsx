import { TextInput } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useState } from 'react';
import type { DocIndex, OperationSummary } from './model.ts';

type Row = { kind: 'tag'; name: string } | { kind: 'op'; op: OperationSummary };

function rowsFor(index: DocIndex, query: string): Row[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const rows: Row[] = [];
  let tag: string | null = null;
  for (const op of index.operations) {
    if (words.length) {
      const hay = `${op.method} ${op.path} ${op.summary} ${op.operationId} ${op.tag}`.toLowerCase();
      if (!words.every((w) => hay.includes(w))) continue;
    }
    if (op.tag !== tag) {
      tag = op.tag;
      rows.push({ kind: 'tag', name: op.tag });
    }
    rows.push({ kind: 'op', op });
  }
  return rows;
}

interface Props {
  index: DocIndex;
  selected: number | null;
  onSelect: (id: number) => void;
}

/** Operations grouped by tag, with search; only the rows on screen are rendered. */
export function OperationList({ index, selected, onSelect }: Props) {
  const [query, setQuery] = useState('');
  const rows = useMemo(() => rowsFor(index, query), [index, query]);
  const [scrollElement, setScrollElement] = useState<HTMLElement | null>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollElement,
    estimateSize: (i) => (rows[i].kind === 'tag' ? 34 : 52),
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
