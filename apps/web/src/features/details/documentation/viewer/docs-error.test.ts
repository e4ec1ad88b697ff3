import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/api-error.ts';
import { docsErrorText, REFRESH_ADVICE, SPEC_ISSUE } from './docs-viewer.tsx';

describe('documentation errors (spec section 8)', () => {
  it('names the spec when the document does not exist or a file is missing', () => {
    expect(
      docsErrorText(new ApiError(404, 'HTTP-404', 'The API document of this item does not exist.')),
    ).toBe(SPEC_ISSUE);
    expect(docsErrorText(new Error("ENOENT: No such file or directory, open 'x.yaml'"))).toBe(SPEC_ISSUE);
    expect(SPEC_ISSUE).toBe(
      'There was an issue with the spec, unable to load documentation, please contact provider.',
    );
  });

  it('gives the generic advice otherwise', () => {
    expect(docsErrorText(new ApiError(500, 'HTTP-500', 'Internal Server Error'))).toBe(REFRESH_ADVICE);
    expect(docsErrorText(new Error('Unexpected token < in JSON'))).toBe(REFRESH_ADVICE);
    expect(REFRESH_ADVICE).toBe(
      'Please refresh the page and try again, if the problem persists please contact your system administrator.',
    );
  });
});
