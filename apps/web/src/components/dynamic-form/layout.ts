import type { TemplateItem } from '@storefront/contract/access';

/** A column of a row: its fields stacked. */
export interface ColumnCell {
  kind: 'col';
  key: string;
  colSpan?: number;
  border: boolean;
  items: TemplateItem[];
}
export type Cell = { kind: 'field'; item: TemplateItem } | ColumnCell;
export type Block =
  | { kind: 'field'; item: TemplateItem }
  | { kind: 'row'; key: string; border: boolean; cells: Cell[] };

export const isLayoutMarker = (type: string) =>
  type === 'start-row' || type === 'start-col' || type === 'end-row' || type === 'end-col';

/**
 * The template's flat list as blocks: fields, and rows (start-row … end-row) of fields and columns
 * (start-col … end-col). Lenient, as templates are validated on the server: a stray end marker is
 * skipped and an unclosed row or column ends with the list.
 */
export function buildLayout(items: TemplateItem[]): Block[] {
  const blocks: Block[] = [];
  let row: Extract<Block, { kind: 'row' }> | null = null;
  let col: ColumnCell | null = null;
  items.forEach((item, index) => {
    switch (item.type) {
      case 'start-row':
        col = null;
        row = { kind: 'row', key: `row-${index}`, border: item.border === true, cells: [] };
        blocks.push(row);
        return;
      case 'end-row':
        row = null;
        col = null;
        return;
      case 'start-col':
        if (!row) return;
        col = {
          kind: 'col',
          key: `col-${index}`,
          colSpan: item.colSpan,
          border: item.border === true,
          items: [],
        };
        row.cells.push(col);
        return;
      case 'end-col':
        col = null;
        return;
    }
    if (col) (col as ColumnCell).items.push(item);
    else if (row) (row as Extract<Block, { kind: 'row' }>).cells.push({ kind: 'field', item });
    else blocks.push({ kind: 'field', item });
  });
  return blocks;
}
