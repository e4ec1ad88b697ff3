import { i18n } from '@lingui/core';
import type { AccessTemplate, TemplateItem } from '@storefront/contract/access';
import { withTranslations } from './words-rules.ts';

const TYPES = [
  'text',
  'email',
  'select',
  'multiselect',
  'checkbox',
  'subheading',
  'start-row',
  'start-col',
  'end-col',
  'end-row',
] as const;

/** The item types the editor offers; labels are getters, so they follow the active language. */
export const EDITABLE_TYPES: readonly { value: (typeof TYPES)[number]; readonly label: string }[] = TYPES.map(
  (value) => ({
    value,
    get label() {
      return i18n._(`ws-settings.template.type.${value}`);
    },
  }),
);

export const isLayout = (t: string) => t.startsWith('start-') || t.startsWith('end-');
export const isChoice = (t: string) => t === 'select' || t === 'multiselect';

/** A fresh id not yet used in the template: field1, field2, ... */
export function freshId(items: TemplateItem[]): string {
  const used = new Set(items.map((i) => i.id));
  let n = 1;
  while (used.has(`field${n}`)) n++;
  return `field${n}`;
}

/** A new item of the type, appended at the end. */
export function addItem(items: TemplateItem[], type: string): TemplateItem[] {
  if (isLayout(type)) return [...items, { type }];
  const item: TemplateItem = {
    type,
    id: freshId(items),
    label: type === 'subheading' ? 'New section' : 'New field',
  };
  if (isChoice(type)) item.options = [{ value: 'option1', label: 'Option 1' }];
  return [...items, item];
}

export const removeItem = (items: TemplateItem[], index: number) => items.filter((_, i) => i !== index);

/** Moves an item one place up (-1) or down (+1); out of range leaves the list as it is. */
export function moveItem(items: TemplateItem[], index: number, by: -1 | 1): TemplateItem[] {
  const to = index + by;
  if (index < 0 || index >= items.length || to < 0 || to >= items.length) return items;
  const next = [...items];
  [next[index], next[to]] = [next[to], next[index]];
  return next;
}

export function updateItem(
  items: TemplateItem[],
  index: number,
  patch: Partial<TemplateItem>,
): TemplateItem[] {
  return items.map((item, i) => {
    if (i !== index) return item;
    const next: TemplateItem = { ...item, ...patch };
    for (const key of Object.keys(patch) as (keyof TemplateItem)[])
      if (patch[key] === undefined) delete next[key];
    return next;
  });
}

/**
 * A new type for an item: options come and go with choice types, a default value that no longer
 * fits is dropped, layout markers keep nothing but the type (and a column's width).
 */
export function changeType(items: TemplateItem[], index: number, type: string): TemplateItem[] {
  return items.map((item, i) => {
    if (i !== index) return item;
    if (isLayout(type))
      return type === 'start-col' && item.colSpan ? { type, colSpan: item.colSpan } : { type };
    const next: TemplateItem = {
      ...item,
      type,
      id: item.id ?? freshId(items),
      label: item.label ?? 'New field',
    };
    if (isChoice(type))
      next.options = item.options?.length ? item.options : [{ value: 'option1', label: 'Option 1' }];
    else delete next.options;
    if (item.type !== type) delete next.value;
    if (type === 'subheading') {
      delete next.required;
      delete next.showRefDataSearch;
    }
    return next;
  });
}

export function addOption(item: TemplateItem): TemplateItem {
  const options = item.options ?? [];
  const used = new Set(options.map((o) => o.value));
  let n = options.length + 1;
  while (used.has(`option${n}`)) n++;
  return { ...item, options: [...options, { value: `option${n}`, label: `Option ${n}` }] };
}

type OptionPatch = Partial<NonNullable<TemplateItem['options']>[number]>;

export function updateOption(item: TemplateItem, index: number, patch: OptionPatch) {
  return { ...item, options: (item.options ?? []).map((o, i) => (i === index ? { ...o, ...patch } : o)) };
}

export function removeOption(item: TemplateItem, index: number): TemplateItem {
  const options = (item.options ?? []).filter((_, i) => i !== index);
  const values = new Set(options.map((o) => o.value));
  const value = item.value;
  const kept = Array.isArray(value) ? value.filter((v) => values.has(v)) : value;
  const next: TemplateItem = { ...item, options };
  if (typeof kept === 'string' && kept !== '' && !values.has(kept)) delete next.value;
  else if (kept !== undefined) next.value = kept;
  return next;
}

/**
 * Problems the editor can point at before saving (the server checks everything again and answers
 * 400 naming the item): labels, ids, options. Keyed by item index.
 */
export function checkItems(items: TemplateItem[]): Record<number, string[]> {
  const problems: Record<number, string[]> = {};
  const seen = new Map<string, number>();
  const add = (i: number, text: string) => {
    problems[i] = [...(problems[i] ?? []), text];
  };
  items.forEach((item, i) => {
    if (isLayout(item.type)) return;
    if (!item.label?.trim()) add(i, i18n._('ws-settings.template.problem.label'));
    if (!item.id || !/^[A-Za-z][A-Za-z0-9_-]{0,63}$/.test(item.id))
      add(i, i18n._('ws-settings.template.problem.id'));
    else if (seen.has(item.id))
      add(
        i,
        i18n._('ws-settings.template.problem.duplicate', { id: item.id, n: (seen.get(item.id) ?? 0) + 1 }),
      );
    else seen.set(item.id, i);
    if (isChoice(item.type)) {
      const values = (item.options ?? []).map((o) => o.value);
      if (values.length === 0) add(i, i18n._('ws-settings.template.problem.noOptions'));
      if (values.some((v) => !v.trim())) add(i, i18n._('ws-settings.template.problem.optionValue'));
      if (new Set(values).size !== values.length) add(i, i18n._('ws-settings.template.problem.optionUnique'));
    }
  });
  return problems;
}

/** An item's and its options' label translations trimmed, blank ones dropped (issue 31). */
function itemToSave(item: TemplateItem): TemplateItem {
  if (isLayout(item.type)) return item;
  const next = withTranslations(item, 'labelTranslations', item.labelTranslations);
  if (next.options)
    next.options = next.options.map((o) => withTranslations(o, 'labelTranslations', o.labelTranslations));
  return next;
}

/** refDataMatching entries whose field is gone are dropped so the saved template stays valid. */
export function templateToSave(template: AccessTemplate, items: TemplateItem[]): AccessTemplate {
  const ids = new Set(items.filter((i) => !isLayout(i.type) && i.type !== 'subheading').map((i) => i.id));
  return {
    items: items.map(itemToSave),
    metadata: { refDataMatching: template.metadata.refDataMatching.filter((m) => ids.has(m.formFieldId)) },
  };
}
