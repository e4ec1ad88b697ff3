import type { TemplateItem } from '@storefront/contract/access';
import { hasValue } from '@storefront/contract/access-form-logic';
import type { FieldStates, FormValues } from '../../../components/dynamic-form/types.ts';

export const ACCESS_MESSAGE_MAX = 512;
export const DEFAULT_ACCESS_MESSAGE = 'I would like to request provider approval to get API access.';
export const TEXTS = {
  messageRequired: 'You must add a message.',
  messageTooLong: 'Message must be less than 512 characters in length.',
  required: 'This is a required field.',
  email: 'Must be a valid email address.',
  duplicate: 'This value will result in a duplicate being created, please select a unique value.',
  failed: 'Sorry, your request could not be sent at this time, please try again.',
} as const;
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** Characters as users see them (an emoji with modifiers counts once), as the server counts. */
const countChars = (text: string) => [...graphemes.segment(text)].length;

export function validateMessage(message: string): string | null {
  if (message.trim() === '') return TEXTS.messageRequired;
  if (countChars(message) > ACCESS_MESSAGE_MAX) return TEXTS.messageTooLong;
  return null;
}

/** Errors by field id for the visible, enabled fields: required first, then the email pattern. */
export function validateFields(
  items: TemplateItem[],
  values: FormValues,
  states: FieldStates,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const item of items) {
    const state = item.id ? states[item.id] : undefined;
    if (!item.id || !state || state.hidden || state.disabled) continue;
    const value = values[item.id];
    if (state.required && !hasValue(value)) errors[item.id] = TEXTS.required;
    else if (
      item.type === 'email' &&
      typeof value === 'string' &&
      value.trim() !== '' &&
      !EMAIL.test(value.trim())
    )
      errors[item.id] = TEXTS.email;
  }
  return errors;
}
