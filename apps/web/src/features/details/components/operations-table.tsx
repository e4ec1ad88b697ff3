import { i18n } from '@lingui/core';
import type { ItemSummary } from '@storefront/contract/common';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useState } from 'react';
import { formatDate } from '../../../lib/format-date.ts';
import { plainText } from '../../../lib/plain-text.ts';
import './operations-table.css';

export type Operation = ItemSummary['operations'][number];

/** From this many rows on, only the rows on screen are rendered (GitHub's API has ~1,000). */
export const VIRTUALISE_FROM = 100;
const ESTIMATED_ROW_PX = 72;

interface RowProps {
  op: Operation;
  index: number;
  showBehaviour: boolean;
  measure?: (node: HTMLTableRowElement | null) => void;
}

function OperationRow({ op, index, showBehaviour, measure }: RowProps) {
  const description = plainText(op.description);
  return (
    <tr aria-rowindex={index + 2} data-index={index} ref={measure}>
      {showBehaviour ? <td>{op.operationBehaviour}</td> : null}
      <td>{op.name}</td>
      <td>
        <div className="ops-description" title={description || undefined}>
          {description}
        </div>
      </td>
      <td className="ops-uri">{op.uri}</td>
      <td>{formatDate(op.dateUpdated)}</td>
    </tr>
  );
}

function Spacer({ height, columns }: { height: number; columns: number }) {
  if (height <= 0) return null;
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a layout-only row holding the space of unrendered rows
    <tr className="ops-spacer" aria-hidden="true">
      <td colSpan={columns} style={{ height }} />
    </tr>
  );
}

interface BodyProps {
  operations: Operation[];
  showBehaviour: boolean;
  columns: number;
  scrollElement: HTMLElement;
}

/** Windowed body: spacer rows stand in for the rows above and below the visible range. */
function VirtualBody({ operations, showBehaviour, columns, scrollElement }: BodyProps) {
  const virtualizer = useVirtualizer({
    count: operations.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => ESTIMATED_ROW_PX,
    overscan: 8,
    getItemKey: (index) => operations[index].id,
  });
  const rows = virtualizer.getVirtualItems();
  const before = rows.length ? rows[0].start : 0;
  const after = rows.length ? virtualizer.getTotalSize() - rows[rows.length - 1].end : 0;
  return (
    <tbody>
      <Spacer height={before} columns={columns} />
      {rows.map((row) => (
        <OperationRow
          key={row.key}
          op={operations[row.index]}
          index={row.index}
          showBehaviour={showBehaviour}
          measure={virtualizer.measureElement}
        />
      ))}
      <Spacer height={after} columns={columns} />
    </tbody>
  );
}

interface OperationsTableProps {
  operations: Operation[];
  label: string;
  showBehaviour: boolean;
  behaviourLabel: string;
}

/** Behaviour (optional, label configurable), Name, Description, URI, Last Updated. */
export function OperationsTable({ operations, label, showBehaviour, behaviourLabel }: OperationsTableProps) {
  // A callback ref in state: the window needs its scroll box at its first layout (a plain ref is
  // attached only after the children's layout effects have run).
  const [scrollElement, setScrollElement] = useState<HTMLElement | null>(null);
  const isVirtual = operations.length >= VIRTUALISE_FROM;
  const columns = showBehaviour ? 5 : 4;
  return (
    <section
      ref={setScrollElement}
      className="ops-scroll"
      data-virtual={isVirtual || undefined}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      aria-label={i18n._('det.scrollable', { label })}
      data-testid="operations-scroll"
    >
      <table className="ops-table" aria-label={label} aria-rowcount={operations.length + 1}>
        <colgroup>
          {showBehaviour ? <col style={{ width: 110 }} /> : null}
          <col style={{ width: '22%' }} />
          <col />
          <col style={{ width: '26%' }} />
          <col style={{ width: 130 }} />
        </colgroup>
        <thead>
          <tr aria-rowindex={1}>
            {showBehaviour ? <th scope="col">{behaviourLabel}</th> : null}
            <th scope="col">{i18n._('cat.sort.name')}</th>
            <th scope="col">{i18n._('det.col.description')}</th>
            <th scope="col">{i18n._('det.col.uri')}</th>
            <th scope="col">{i18n._('det.attr.updated')}</th>
          </tr>
        </thead>
        {isVirtual ? (
          scrollElement ? (
            <VirtualBody
              operations={operations}
              showBehaviour={showBehaviour}
              columns={columns}
              scrollElement={scrollElement}
            />
          ) : null
        ) : (
          <tbody>
            {operations.map((op, index) => (
              <OperationRow key={op.id} op={op} index={index} showBehaviour={showBehaviour} />
            ))}
          </tbody>
        )}
      </table>
    </section>
  );
}
