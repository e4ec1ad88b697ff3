import { describe, expect, it } from 'vitest';
import { countChars, isDeletedMessage, validateMessage } from './validation.ts';

describe('comment validation', () => {
  it('requires text, with the spec texts', () => {
    expect(validateMessage('comment', '  \n')).toBe('You must enter a comment.');
    expect(validateMessage('reply', '')).toBe('You must enter a reply.');
    expect(validateMessage('comment', 'Hello')).toBeNull();
  });

  it('allows 512 characters as users see them and refuses 513', () => {
    expect(validateMessage('comment', 'a'.repeat(512))).toBeNull();
    expect(validateMessage('comment', 'a'.repeat(513))).toBe(
      'Comments must be less than 512 characters in length.',
    );
    expect(validateMessage('reply', 'a'.repeat(513))).toBe(
      'Replies must be less than 512 characters in length.',
    );
    const family = '👩‍👩‍👧';
    expect(family.length).toBe(8);
    expect(countChars(family)).toBe(1);
    expect(validateMessage('comment', family.repeat(512))).toBeNull();
    expect(validateMessage('comment', family.repeat(513))).not.toBeNull();
  });

  it('treats deleted, empty and DELETED messages as deleted', () => {
    expect(isDeletedMessage({ deleted: true, message: 'x' })).toBe(true);
    expect(isDeletedMessage({ deleted: false, message: '' })).toBe(true);
    expect(isDeletedMessage({ deleted: false, message: 'DELETED' })).toBe(true);
    expect(isDeletedMessage({ deleted: false, message: 'Deleted soon' })).toBe(false);
  });
});
