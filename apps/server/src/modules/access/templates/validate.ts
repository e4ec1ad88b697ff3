import {
  type AccessTemplate,
  FIELD_TYPES,
  LAYOUT_TYPES,
  REF_DATA_FIELDS,
  type TemplateItem,
} from '@storefront/contract/access';
import { checkTranslations } from '../../../lib/provider-words.ts';

const FIELD_ID = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;
const fieldTypes = new Set<string>(FIELD_TYPES);
const layoutTypes = new Set<string>(LAYOUT_TYPES);
const refDataFields = new Set<string>(REF_DATA_FIELDS);

/** "items[3] (grantType)": how an error names the offending item. */
const nameOf = (item: TemplateItem, index: number) => `items[${index}]${item.id ? ` (${item.id})` : ''}`;

function checkField(item: TemplateItem, where: string): string[] {
  const errors: string[] = [];
  if (item.type !== 'subheading' && !item.label?.trim())
    errors.push(`${where}: a ${item.type} field needs a label`);
  if (item.type === 'subheading' && !item.label?.trim()) errors.push(`${where}: a subheading needs a label`);
  if (item.colSpan !== undefined && (item.colSpan < 1 || item.colSpan > 12))
    errors.push(`${where}: colSpan must be between 1 and 12`);
  checkTranslations(errors, `${where} labelTranslations`, item.labelTranslations);
  item.options?.forEach((o, i) => {
    checkTranslations(errors, `${where} options[${i}].labelTranslations`, o.labelTranslations);
  });
  const isChoice = item.type === 'select' || item.type === 'multiselect';
  if (isChoice) {
    const values = (item.options ?? []).map((o) => o.value);
    if (values.length === 0) errors.push(`${where}: a ${item.type} field needs options`);
    if (new Set(values).size !== values.length) errors.push(`${where}: option values must be unique`);
    if (item.type === 'multiselect' && item.value !== undefined && !Array.isArray(item.value))
      errors.push(`${where}: a multiselect value must be a list`);
    const given = item.value === undefined || item.value === '' ? [] : [item.value].flat();
    for (const v of given)
      if (typeof v !== 'string' || !values.includes(v))
        errors.push(`${where}: value ${JSON.stringify(v)} is not one of its options`);
  } else if (item.options !== undefined) {
    errors.push(`${where}: only select and multiselect fields have options`);
  }
  if (item.type === 'checkbox' && item.value !== undefined && typeof item.value !== 'boolean')
    errors.push(`${where}: a checkbox value must be true or false`);
  if (
    (item.type === 'text' || item.type === 'email') &&
    item.value !== undefined &&
    typeof item.value !== 'string'
  )
    errors.push(`${where}: a ${item.type} value must be text`);
  return errors;
}

/** Rows hold fields or columns; columns hold fields; neither nests in itself. */
function checkLayout(items: TemplateItem[]): string[] {
  const errors: string[] = [];
  const open: { type: 'start-row' | 'start-col'; index: number }[] = [];
  items.forEach((item, index) => {
    const where = nameOf(item, index);
    const top = open.at(-1);
    if (item.type === 'start-row') {
      if (open.length > 0)
        errors.push(`${where}: start-row inside an open ${top?.type} (items[${top?.index}])`);
      open.push({ type: 'start-row', index });
    } else if (item.type === 'start-col') {
      if (top?.type !== 'start-row') errors.push(`${where}: start-col must be directly inside a row`);
      open.push({ type: 'start-col', index });
    } else if (item.type === 'end-col') {
      if (top?.type !== 'start-col') errors.push(`${where}: end-col without a matching start-col`);
      else open.pop();
    } else if (item.type === 'end-row') {
      if (top?.type !== 'start-row') errors.push(`${where}: end-row without a matching start-row`);
      else open.pop();
    }
    if (item.type === 'start-col' && item.colSpan !== undefined && (item.colSpan < 1 || item.colSpan > 12))
      errors.push(`${where}: colSpan must be between 1 and 12`);
  });
  for (const o of open) errors.push(`items[${o.index}]: ${o.type} is never closed`);
  return errors;
}

/**
 * Every problem of a template a provider wants to store, each naming the offending item; empty when
 * it is valid. Field types, ids (present, well-formed, unique), options and values, layout markers,
 * and refDataMatching targets are checked.
 */
export function validateTemplate(template: AccessTemplate): string[] {
  const errors: string[] = [];
  const ids = new Map<string, number>();
  template.items.forEach((item, index) => {
    const where = nameOf(item, index);
    if (!fieldTypes.has(item.type) && !layoutTypes.has(item.type)) {
      errors.push(`${where}: unknown field type "${item.type}"`);
      return;
    }
    if (item.id !== undefined || fieldTypes.has(item.type)) {
      if (!item.id || !FIELD_ID.test(item.id))
        errors.push(`${where}: id must be a letter then letters, digits, - or _`);
      else if (ids.has(item.id))
        errors.push(`${where}: duplicate id "${item.id}" (also items[${ids.get(item.id)}])`);
      else ids.set(item.id, index);
    }
    if (fieldTypes.has(item.type)) errors.push(...checkField(item, where));
    else if (item.labelTranslations !== undefined) errors.push(`${where}: a layout marker has no label`);
  });
  errors.push(...checkLayout(template.items));
  const fieldIds = new Set(
    template.items.filter((i) => i.type !== 'subheading' && fieldTypes.has(i.type)).map((i) => i.id),
  );
  template.metadata.refDataMatching.forEach((m, index) => {
    const where = `metadata.refDataMatching[${index}]`;
    if (!fieldIds.has(m.formFieldId))
      errors.push(`${where}: formFieldId "${m.formFieldId}" is not a field of the template`);
    if (!refDataFields.has(m.refDataField))
      errors.push(`${where}: refDataField "${m.refDataField}" must be one of ${REF_DATA_FIELDS.join(', ')}`);
  });
  if (ids.size === 0) errors.push('items: the template has no fields');
  return errors;
}
