import { VALIDATION } from './texts.ts';

export interface DeveloperForm {
  email: string;
  firstName: string;
  lastName: string;
  username: string;
  appName: string;
}
export type DeveloperErrors = Partial<Record<keyof DeveloperForm, string>>;

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
/** Application names the platforms accept: letters, digits, spaces, dot, underscore, hyphen. */
const APP_NAME = /^[A-Za-z0-9][A-Za-z0-9 ._-]{0,99}$/;

/**
 * Developer creation (spec section 5). The original keyed the application-name check on the
 * username field (a reported defect); here each check reports on its own field.
 */
export function validateDeveloper(form: DeveloperForm): DeveloperErrors {
  const errors: DeveloperErrors = {};
  if (!EMAIL.test(form.email.trim())) errors.email = VALIDATION.email;
  if (!form.firstName.trim()) errors.firstName = VALIDATION.firstName;
  if (!form.lastName.trim()) errors.lastName = VALIDATION.lastName;
  if (!form.username.trim()) errors.username = VALIDATION.username;
  if (!form.appName.trim()) errors.appName = VALIDATION.appName;
  else if (!APP_NAME.test(form.appName.trim())) errors.appName = VALIDATION.invalidAppName;
  return errors;
}

/** New application name (spec section 5). */
export function validateAppName(name: string): string | null {
  if (!name.trim()) return VALIDATION.newAppName;
  if (!APP_NAME.test(name.trim())) return VALIDATION.invalidAppName;
  return null;
}
