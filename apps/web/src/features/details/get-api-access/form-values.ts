import type { AccessTemplate, FieldValue, RefdataApp, TemplateItem } from '@storefront/contract/access';
import type { TemplatedData } from '@storefront/contract/conversations';
import { isLayoutMarker } from '../../../components/dynamic-form/layout.ts';
import type { FieldStates, FormValues } from '../../../components/dynamic-form/types.ts';

/** As the contract's MULTI_VALUE_SEPARATOR (the web imports only types from the contract). */
export const MULTI_VALUE_SEPARATOR = ',';

const isField = (item: TemplateItem) =>
  Boolean(item.id) && item.type !== 'subheading' && !isLayoutMarker(item.type);

/** The form's starting values: each field's template value, or empty of its type. */
export function initialValues(items: TemplateItem[]): FormValues {
  const values: FormValues = {};
  for (const item of items.filter(isField)) {
    const v = item.value;
    if (item.type === 'checkbox') values[item.id!] = v === true || v === 'true';
    else if (item.type === 'multiselect')
      values[item.id!] = Array.isArray(v) ? v : typeof v === 'string' && v ? [v] : [];
    else values[item.id!] = typeof v === 'string' ? v : '';
  }
  return values;
}

const asText = (v: FieldValue | undefined) =>
  Array.isArray(v) ? v.join(MULTI_VALUE_SEPARATOR) : typeof v === 'boolean' ? String(v) : (v ?? '').trim();

/** templatedData.items (label, value, id) of the visible fields, values as text. */
export function toTemplatedData(
  items: TemplateItem[],
  values: FormValues,
  states: FieldStates,
): TemplatedData {
  return {
    items: items
      .filter((i) => isField(i) && !states[i.id!]?.hidden)
      .map((i) => ({ id: i.id!, label: i.label ?? i.id!, value: asText(values[i.id!]) })),
  };
}

/** A reference-data row with the design chosen for it (or none). */
export type RefRecord = RefdataApp;

/** Fills fields from a chosen reference-data row through metadata.refDataMatching. */
export function fillFromRefData(template: AccessTemplate, values: FormValues, record: RefRecord): FormValues {
  const byId = new Map(template.items.filter(isField).map((i) => [i.id!, i]));
  const next = { ...values };
  for (const match of template.metadata.refDataMatching) {
    const field = byId.get(match.formFieldId);
    if (!field) continue;
    const raw = (record as unknown as Record<string, unknown>)[match.refDataField];
    const list = Array.isArray(raw)
      ? raw.map(String)
      : raw === null || raw === undefined || raw === ''
        ? []
        : [String(raw)];
    const options = field.options?.map((o) => o.value);
    if (field.type === 'multiselect') next[field.id!] = list.filter((v) => options?.includes(v));
    else if (field.type === 'select') next[field.id!] = list.find((v) => options?.includes(v)) ?? '';
    else if (field.type === 'checkbox') next[field.id!] = list[0] === 'true';
    else next[field.id!] = list.join(', ');
  }
  return next;
}
