import { i18n } from '@lingui/core';
import type { TemplateItem } from '@storefront/contract/access';
import { hasValue } from '@storefront/contract/access-form-logic';
import type { FieldStates, FormValues } from '../../../components/dynamic-form/types.ts';

export const ACCESS_MESSAGE_MAX = 512;
/**
 * The spec's texts in English, character for character; other languages from the access area's
 * catalogue (issue 31). Getters, so each read is in the active language.
 */
export const TEXTS = {
  /** The message the form starts with. */
  get defaultMessage() {
    return i18n._('access.msg.default');
  },
  get messageRequired() {
    return i18n._('access.msg.messageRequired');
  },
  get messageTooLong() {
    return i18n._('access.msg.messageTooLong', { max: ACCESS_MESSAGE_MAX });
  },
  get required() {
    return i18n._('access.msg.required');
  },
  get email() {
    return i18n._('access.msg.email');
  },
  get duplicate() {
    return i18n._('access.msg.duplicate');
  },
  get failed() {
    return i18n._('access.msg.failed');
  },
};
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
