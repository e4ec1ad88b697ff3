import type { AccessTemplate, TemplateItem } from '@storefront/contract/access';
import { describe, expect, it } from 'vitest';
import { validateTemplate } from './validate.ts';

const template = (
  items: TemplateItem[],
  refDataMatching: AccessTemplate['metadata']['refDataMatching'] = [],
) => ({
  items,
  metadata: { refDataMatching },
});
const text = (id: string): TemplateItem => ({ type: 'text', id, label: id });

describe('validateTemplate', () => {
  it('accepts every field type and layout marker in a well-formed layout', () => {
    const errors = validateTemplate(
      template(
        [
          { type: 'subheading', id: 'head', label: 'Section' },
          { type: 'start-row', border: true },
          { type: 'start-col', colSpan: 6 },
          text('a'),
          { type: 'email', id: 'mail', label: 'Mail' },
          { type: 'end-col' },
          { type: 'start-col', colSpan: 6 },
          { type: 'select', id: 's', label: 'S', value: 'x', options: [{ label: 'X', value: 'x' }] },
          { type: 'multiselect', id: 'm', label: 'M', value: ['x'], options: [{ label: 'X', value: 'x' }] },
          { type: 'checkbox', id: 'c', label: 'C', value: false },
          { type: 'end-col' },
          { type: 'end-row' },
        ],
        [{ formFieldId: 'a', refDataField: 'name' }],
      ),
    );
    expect(errors).toEqual([]);
  });

  it('names the item of an unknown field type', () => {
    expect(validateTemplate(template([text('a'), { type: 'date', id: 'when', label: 'When' }]))).toEqual([
      'items[1] (when): unknown field type "date"',
    ]);
  });

  it('names duplicate and missing ids', () => {
    expect(
      validateTemplate(template([text('a'), text('b'), text('a'), { type: 'text', label: 'No id' }])),
    ).toEqual([
      'items[2] (a): duplicate id "a" (also items[0])',
      'items[3]: id must be a letter then letters, digits, - or _',
    ]);
  });

  it('names broken layout markers', () => {
    expect(validateTemplate(template([{ type: 'end-row' }, text('a')]))).toEqual([
      'items[0]: end-row without a matching start-row',
    ]);
    expect(validateTemplate(template([{ type: 'start-col' }, text('a'), { type: 'end-col' }]))).toEqual([
      'items[0]: start-col must be directly inside a row',
    ]);
    expect(
      validateTemplate(
        template([{ type: 'start-row' }, { type: 'start-row' }, text('a'), { type: 'end-row' }]),
      ),
    ).toEqual([
      'items[1]: start-row inside an open start-row (items[0])',
      'items[0]: start-row is never closed',
    ]);
    expect(
      validateTemplate(
        template([{ type: 'start-row' }, { type: 'start-col' }, text('a'), { type: 'end-row' }]),
      ),
    ).toEqual([
      'items[3]: end-row without a matching start-row',
      'items[0]: start-row is never closed',
      'items[1]: start-col is never closed',
    ]);
  });

  it('checks options, values, labels and column spans', () => {
    const errors = validateTemplate(
      template([
        { type: 'select', id: 's', label: 'S', options: [] },
        { type: 'select', id: 't', label: 'T', value: 'z', options: [{ label: 'X', value: 'x' }] },
        { type: 'text', id: 'u', label: 'U', options: [{ label: 'X', value: 'x' }] },
        { type: 'checkbox', id: 'c', label: 'C', value: 'yes' },
        { type: 'text', id: 'n' },
        { type: 'text', id: 'w', label: 'W', colSpan: 13 },
        { type: 'multiselect', id: 'm', label: 'M', value: 'x', options: [{ label: 'X', value: 'x' }] },
      ]),
    );
    expect(errors).toEqual([
      'items[0] (s): a select field needs options',
      'items[1] (t): value "z" is not one of its options',
      'items[2] (u): only select and multiselect fields have options',
      'items[3] (c): a checkbox value must be true or false',
      'items[4] (n): a text field needs a label',
      'items[5] (w): colSpan must be between 1 and 12',
      'items[6] (m): a multiselect value must be a list',
    ]);
  });

  it('checks refDataMatching targets', () => {
    expect(
      validateTemplate(
        template(
          [text('a')],
          [
            { formFieldId: 'ghost', refDataField: 'name' },
            { formFieldId: 'a', refDataField: 'password' },
          ],
        ),
      ),
    ).toEqual([
      'metadata.refDataMatching[0]: formFieldId "ghost" is not a field of the template',
      'metadata.refDataMatching[1]: refDataField "password" must be one of code, name, short, regions, designId, designName',
    ]);
  });

  it('refuses a template without fields', () => {
    expect(validateTemplate(template([{ type: 'start-row' }, { type: 'end-row' }]))).toEqual([
      'items: the template has no fields',
    ]);
  });
});
