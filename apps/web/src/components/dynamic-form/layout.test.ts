import type { TemplateItem } from '@storefront/contract/access';
import { describe, expect, it } from 'vitest';
import { buildLayout } from './layout.ts';

const f = (id: string): TemplateItem => ({ type: 'text', id, label: id });

describe('buildLayout', () => {
  it('groups rows of fields and columns, leaving loose fields as blocks', () => {
    const blocks = buildLayout([
      f('a'),
      { type: 'start-row', border: true },
      f('b'),
      { type: 'start-col', colSpan: 4 },
      f('c'),
      f('d'),
      { type: 'end-col' },
      { type: 'end-row' },
      f('e'),
    ]);
    expect(blocks).toEqual([
      { kind: 'field', item: f('a') },
      {
        kind: 'row',
        key: 'row-1',
        border: true,
        cells: [
          { kind: 'field', item: f('b') },
          { kind: 'col', key: 'col-3', colSpan: 4, border: false, items: [f('c'), f('d')] },
        ],
      },
      { kind: 'field', item: f('e') },
    ]);
  });

  it('is lenient with broken markers: stray ends are skipped, unclosed rows end with the list', () => {
    const blocks = buildLayout([
      { type: 'end-row' },
      { type: 'start-col' },
      f('a'),
      { type: 'start-row' },
      f('b'),
    ]);
    expect(blocks).toEqual([
      { kind: 'field', item: f('a') },
      { kind: 'row', key: 'row-3', border: false, cells: [{ kind: 'field', item: f('b') }] },
    ]);
  });
});
