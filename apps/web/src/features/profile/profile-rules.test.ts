import { describe, expect, it } from 'vitest';
import { displayNameError, emailError, emailPattern, PROFILE_MESSAGES } from './profile-rules.ts';

describe('profile rules', () => {
  it('requires a display name', () => {
    expect(displayNameError('  ')).toBe('You must enter a display name');
    expect(displayNameError('Al')).toBeNull();
  });

  it('allows an empty email and checks others against the first pattern', () => {
    const pattern = emailPattern(['@corp\\.test$', '.*']);
    expect(emailError('', pattern)).toBeNull();
    expect(emailError('a@corp.test', pattern)).toBeNull();
    expect(emailError('a@other.test', pattern)).toBe(
      'The entered email address does not match the conditions set by the Catalog administrator.',
    );
    expect(emailPattern([])).toBeNull();
    expect(emailPattern(['('])).toBeNull();
    expect(emailError('anything', null)).toBeNull();
    expect(PROFILE_MESSAGES.success).toBe('Your details have been successfully updated');
  });
});
