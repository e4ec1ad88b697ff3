import type { FieldValue } from '@storefront/contract/access';

/** Field values by field id: text, a checkbox's boolean, a multiselect's chosen option values. */
export type FormValues = Record<string, FieldValue>;

/** What the form shows of a field beyond its template item (results of form logic and validation). */
export interface FieldState {
  hidden: boolean;
  required: boolean;
  disabled: boolean;
  error?: string;
}
export type FieldStates = Record<string, FieldState>;
