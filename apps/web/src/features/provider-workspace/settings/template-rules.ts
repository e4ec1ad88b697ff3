import type { AccessTemplate, TemplateItem } from '@storefront/contract/access';

export const EDITABLE_TYPES = [
  { value: 'text', label: 'Text' },
  { value: 'email', label: 'Email' },
  { value: 'select', label: 'Select (one option)' },
  { value: 'multiselect', label: 'Multiselect' },
  { value: 'checkbox', label: 'Checkbox' },
  { value: 'subheading', label: 'Subheading' },
  { value: 'start-row', label: 'Row start (layout)' },
  { value: 'start-col', label: 'Column start (layout)' },
  { value: 'end-col', label: 'Column end (layout)' },
  { value: 'end-row', label: 'Row end (layout)' },
] as const;

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

export function updateOption(item: TemplateItem, index: number, patch: { value?: string; label?: string }) {
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
    if (!item.label?.trim()) add(i, 'A label is required.');
    if (!item.id || !/^[A-Za-z][A-Za-z0-9_-]{0,63}$/.test(item.id))
      add(i, 'The id must be a letter then letters, digits, - or _.');
    else if (seen.has(item.id))
      add(i, `The id "${item.id}" is used by item ${(seen.get(item.id) ?? 0) + 1} too.`);
    else seen.set(item.id, i);
    if (isChoice(item.type)) {
      const values = (item.options ?? []).map((o) => o.value);
      if (values.length === 0) add(i, 'Add at least one option.');
      if (values.some((v) => !v.trim())) add(i, 'Every option needs a value.');
      if (new Set(values).size !== values.length) add(i, 'Option values must be unique.');
    }
  });
  return problems;
}

/** refDataMatching entries whose field is gone are dropped so the saved template stays valid. */
export function templateToSave(template: AccessTemplate, items: TemplateItem[]): AccessTemplate {
  const ids = new Set(items.filter((i) => !isLayout(i.type) && i.type !== 'subheading').map((i) => i.id));
  return {
    items,
    metadata: { refDataMatching: template.metadata.refDataMatching.filter((m) => ids.has(m.formFieldId)) },
  };
}
