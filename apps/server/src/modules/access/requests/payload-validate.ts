import { type AccessTemplate, type FieldValue, MULTI_VALUE_SEPARATOR } from '@storefront/contract/access';
import { applyAccessFormLogic, hasValue } from '@storefront/contract/access-form-logic';
import type { TemplatedData } from '@storefront/contract/conversations';
import { countChars } from '../../conversations/index.ts';

export const ACCESS_MESSAGE_MAX = 512;
export const FIELD_TEXT_MAX = 512;
export const TEXTS = {
  messageRequired: 'You must add a message.',
  messageTooLong: 'Message must be less than 512 characters in length.',
  required: 'This is a required field.',
  email: 'Must be a valid email address.',
  duplicate: 'This value will result in a duplicate being created, please select a unique value.',
} as const;
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

export interface FieldError {
  field: string;
  text: string;
}

export interface CheckedPayload {
  errors: FieldError[];
  /** The visible, enabled fields as text, labelled as the template labels them, in template order. */
  items: TemplatedItem[];
  /** The name a duplicate check must look for, when no design id is chosen. */
  duplicateCheckName: string | null;
}

type TemplatedItem = TemplatedData['items'][number];

/** The typed value of a field from its text form (see MULTI_VALUE_SEPARATOR). */
function typedValue(type: string, text: string | null): FieldValue {
  const value = text ?? '';
  if (type === 'checkbox') return value === 'true' ? true : value === 'false' || value === '' ? false : value;
  if (type === 'multiselect')
    return value
      .split(MULTI_VALUE_SEPARATOR)
      .map((v) => v.trim())
      .filter(Boolean);
  return value;
}

function checkValue(type: string, value: FieldValue, options: string[] | null): string | null {
  if (type === 'checkbox') return typeof value === 'boolean' ? null : 'must be true or false';
  if (type === 'multiselect') {
    const bad = [value].flat().find((v) => typeof v !== 'string' || !options?.includes(v));
    return bad === undefined ? null : `"${bad}" is not one of the options`;
  }
  if (typeof value !== 'string') return 'must be text';
  if (value.length > FIELD_TEXT_MAX) return `must be at most ${FIELD_TEXT_MAX} characters`;
  if (type === 'select' && value !== '' && !options?.includes(value))
    return `"${value}" is not one of the options`;
  if (type === 'email' && value.trim() !== '' && !EMAIL.test(value.trim())) return TEXTS.email;
  return null;
}

/**
 * Checks an access request against the template the server serves: the message, then every field
 * the form logic leaves visible and enabled (required, email, lengths, option membership). Fields
 * the logic hides or disables are ignored and dropped; ids the template does not have are errors.
 */
export function checkAccessPayload(
  template: AccessTemplate,
  message: string,
  submitted: TemplatedItem[],
  hasOauthPolicies: boolean,
): CheckedPayload {
  const errors: FieldError[] = [];
  if (message.trim() === '') errors.push({ field: 'message', text: TEXTS.messageRequired });
  else if (countChars(message) > ACCESS_MESSAGE_MAX)
    errors.push({ field: 'message', text: TEXTS.messageTooLong });

  const fields = new Map(
    template.items.filter((i) => i.id && i.type !== 'subheading').map((i) => [i.id!, i]),
  );
  const values: Record<string, FieldValue> = {};
  for (const s of submitted) {
    if (!fields.has(s.id)) errors.push({ field: s.id, text: 'is not a field of the template' });
    else if (s.id in values) errors.push({ field: s.id, text: 'is given more than once' });
    else values[s.id] = typedValue(fields.get(s.id)!.type, s.value);
  }
  const states = applyAccessFormLogic(template.items, values, hasOauthPolicies);
  const items: TemplatedItem[] = [];
  for (const [id, field] of fields) {
    const state = states[id];
    if (!state || state.hidden) continue;
    const value = values[id] ?? (field.type === 'checkbox' ? false : field.type === 'multiselect' ? [] : '');
    // A disabled field cannot be filled in the form, so whatever arrives for it is not kept.
    if (state.disabled) continue;
    const options = field.options ? field.options.map((o) => o.value) : null;
    const problem = checkValue(field.type, value, options);
    if (problem) errors.push({ field: id, text: problem });
    else if (state.required && !hasValue(value)) errors.push({ field: id, text: TEXTS.required });
    const text = Array.isArray(value) ? value.join(MULTI_VALUE_SEPARATOR) : String(value).trim();
    items.push({ id, label: field.label ?? id, value: text });
  }
  const appComponent = values.appComponent;
  const isNewDesign =
    fields.has('appComponent') && !hasValue(values.atlasDesignId) && !states.appComponent?.hidden;
  const duplicateCheckName =
    isNewDesign && typeof appComponent === 'string' && appComponent.trim() !== ''
      ? appComponent.trim()
      : null;
  return { errors, items, duplicateCheckName };
}

/** One 400 detail naming each bad field: "appComponent: This is a required field.; ...". */
export const describeFieldErrors = (errors: FieldError[]) =>
  `Invalid access request: ${errors.map((e) => `${e.field}: ${e.text}`).join('; ')}`;
