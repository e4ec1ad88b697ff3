import { describe, expect, it } from 'vitest';
import {
  ApiError,
  describeError,
  failureWithLimit,
  isRateLimited,
  PERMISSION_DETAIL,
  RATE_LIMIT_ADVICE,
} from './api-error.ts';

const limited = new ApiError(429, 'HTTP-429', 'Too many requests. Try again in 7 seconds.');

describe('rate-limit errors', () => {
  it('adds the wait to a failure text only for a 429', () => {
    expect(isRateLimited(limited)).toBe(true);
    expect(failureWithLimit('Could not save.', limited)).toBe(
      'Could not save. Too many requests. Try again in 7 seconds.',
    );
    expect(failureWithLimit('Could not save.', new ApiError(500, 'HTTP-500', 'Internal Server Error'))).toBe(
      'Could not save.',
    );
    expect(failureWithLimit('Could not save.', new Error('network'))).toBe('Could not save.');
  });

  it('describes a 429 by its detail, a 403 by the permission wording, others generically', () => {
    expect(describeError(limited)).toEqual({ title: limited.detail, message: RATE_LIMIT_ADVICE });
    expect(describeError(new ApiError(403, 'HTTP-403', 'x')).title).toBe(PERMISSION_DETAIL);
    expect(describeError(new Error('x')).title).toBe('Oops! Something went wrong');
  });
});
