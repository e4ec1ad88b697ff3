import { describe, expect, it } from 'vitest';
import { FAILURES, VALIDATION } from './texts.ts';
import { validateAppName, validateDeveloper } from './validation.ts';

const form = { email: 'a@b.co', firstName: 'A', lastName: 'B', username: 'ab', appName: 'Shop' };

describe('developer creation checks (spec section 5)', () => {
  it('passes a complete form', () => {
    expect(validateDeveloper(form)).toEqual({});
  });

  it('reports each missing value on its own field, the application name included', () => {
    expect(
      validateDeveloper({ email: 'nope', firstName: ' ', lastName: '', username: '', appName: '' }),
    ).toEqual({
      email: 'You must enter a valid email.',
      firstName: 'You must enter a first name.',
      lastName: 'You must enter a last name.',
      username: 'You must enter a username.',
      appName: 'You must enter an application name.',
    });
    // The original keyed the application-name check on the username field; not here.
    expect(validateDeveloper({ ...form, appName: '' })).toEqual({ appName: VALIDATION.appName });
    expect(validateDeveloper({ ...form, username: '' })).toEqual({ username: VALIDATION.username });
  });

  it('refuses names the platforms do not accept', () => {
    expect(validateDeveloper({ ...form, appName: 'a/b' })).toEqual({ appName: VALIDATION.invalidAppName });
  });
});

describe('new application name', () => {
  it('is required', () => {
    expect(validateAppName('  ')).toBe('You must enter a name for your application.');
    expect(validateAppName('Mobile App')).toBeNull();
    expect(validateAppName('x'.repeat(101))).toBe(VALIDATION.invalidAppName);
  });
});

describe('failure texts (spec section 8)', () => {
  it('uses the spec wording for every action', () => {
    expect(Object.values(FAILURES)).toEqual([
      'We could not update your application at this time, please try again',
      'We could not create your application at this time, please try again',
      'We could not add credentials to your application at this time, please try again',
      'We could not remove your credentials at this time, please try again',
      'We could not remove your application at this time, please try again',
      'We could not remove this developer at this time, please try again',
    ]);
  });
});
