import type { TemplateItem } from '@storefront/contract/access';
import { describe, expect, it } from 'vitest';
import {
  addItem,
  addOption,
  changeType,
  checkItems,
  freshId,
  moveItem,
  removeItem,
  removeOption,
  templateToSave,
  updateItem,
  updateOption,
} from './template-rules.ts';

const items: TemplateItem[] = [
  { type: 'subheading', id: 'intro', label: 'About you' },
  { type: 'text', id: 'team', label: 'Team', required: true },
  { type: 'select', id: 'env', label: 'Environment', options: [{ value: 'prod', label: 'Production' }] },
];

describe('access template editor rules', () => {
  it('adds fields with fresh ids and choice fields with an option; layout markers bare', () => {
    expect(freshId([{ type: 'text', id: 'field1' }])).toBe('field2');
    const next = addItem(items, 'multiselect');
    expect(next.at(-1)).toEqual({
      type: 'multiselect',
      id: 'field1',
      label: 'New field',
      options: [{ value: 'option1', label: 'Option 1' }],
    });
    expect(addItem(items, 'start-row').at(-1)).toEqual({ type: 'start-row' });
    expect(addItem(items, 'subheading').at(-1)?.label).toBe('New section');
    expect(items).toHaveLength(3);
  });

  it('removes and reorders, leaving out-of-range moves alone', () => {
    expect(removeItem(items, 1).map((i) => i.id)).toEqual(['intro', 'env']);
    expect(moveItem(items, 2, -1).map((i) => i.id)).toEqual(['intro', 'env', 'team']);
    expect(moveItem(items, 0, 1).map((i) => i.id)).toEqual(['team', 'intro', 'env']);
    expect(moveItem(items, 0, -1)).toBe(items);
    expect(moveItem(items, 2, 1)).toBe(items);
  });

  it('updates an item, undefined removing a property', () => {
    const next = updateItem(items, 1, { label: 'Your team', required: undefined });
    expect(next[1]).toEqual({ type: 'text', id: 'team', label: 'Your team' });
    expect(items[1].required).toBe(true);
  });

  it('changes types: options come with choices and go without, values that no longer fit are dropped', () => {
    const toText = changeType(items, 2, 'text')[2];
    expect(toText).toEqual({ type: 'text', id: 'env', label: 'Environment' });
    const toSelect = changeType(items, 1, 'select')[1];
    expect(toSelect.options).toEqual([{ value: 'option1', label: 'Option 1' }]);
    const withValue = updateItem(items, 2, { value: 'prod' });
    expect(changeType(withValue, 2, 'multiselect')[2].value).toBeUndefined();
    expect(changeType(items, 1, 'start-col')[1]).toEqual({ type: 'start-col' });
    expect(changeType(items, 1, 'subheading')[1].required).toBeUndefined();
  });

  it('edits options, dropping a default value whose option is removed', () => {
    const env = items[2];
    const two = addOption(env);
    expect(two.options).toEqual([
      { value: 'prod', label: 'Production' },
      { value: 'option2', label: 'Option 2' },
    ]);
    expect(updateOption(two, 1, { value: 'test', label: 'Test' }).options?.[1]).toEqual({
      value: 'test',
      label: 'Test',
    });
    expect(removeOption({ ...env, value: 'prod' }, 0)).toEqual({ ...env, options: [] });
    const multi = { ...two, type: 'multiselect', value: ['prod', 'option2'] };
    expect(removeOption(multi, 0).value).toEqual(['option2']);
  });

  it('points at missing labels, bad or duplicate ids and option problems by item', () => {
    expect(checkItems(items)).toEqual({});
    const bad: TemplateItem[] = [
      { type: 'text', id: 'a', label: ' ' },
      { type: 'text', id: 'a', label: 'A' },
      { type: 'email', id: '9x', label: 'B' },
      { type: 'select', id: 's', label: 'S', options: [] },
      {
        type: 'multiselect',
        id: 'm',
        label: 'M',
        options: [
          { value: 'x', label: 'X' },
          { value: 'x', label: 'Y' },
        ],
      },
      { type: 'end-row' },
    ];
    expect(checkItems(bad)).toEqual({
      0: ['A label is required.'],
      1: ['The id "a" is used by item 1 too.'],
      2: ['The id must be a letter then letters, digits, - or _.'],
      3: ['Add at least one option.'],
      4: ['Option values must be unique.'],
    });
  });

  it('drops reference-data matches of removed fields when saving', () => {
    const template = {
      items,
      metadata: {
        refDataMatching: [
          { formFieldId: 'team', refDataField: 'name' },
          { formFieldId: 'gone', refDataField: 'code' },
        ],
      },
    };
    expect(templateToSave(template, items).metadata.refDataMatching).toEqual([
      { formFieldId: 'team', refDataField: 'name' },
    ]);
  });
});
