import { describe, expect, it } from 'vitest';
import { placeOf, placePath } from './doc-route.ts';

describe('documentation places in the URL', () => {
  it('round-trips operations whose keys hold slashes, spaces and braces', () => {
    for (const key of ['repos/get', 'GET /repos/{owner}/{repo}', 'listPets']) {
      const path = placePath('git hub', { kind: 'operation', key });
      expect(path.startsWith('/catalog/details/git%20hub/documentation/operations/')).toBe(true);
      expect(path.split('/')).toHaveLength(7);
      expect(placeOf(path)).toEqual({ kind: 'operation', key });
    }
  });

  it('reads schemas and falls back to the overview for anything else', () => {
    expect(placeOf(placePath('x', { kind: 'schema', name: 'full-repository' }))).toEqual({
      kind: 'schema',
      name: 'full-repository',
    });
    expect(placeOf('/catalog/details/x/documentation')).toEqual({ kind: 'overview' });
    expect(placeOf('/catalog/details/x/documentation/')).toEqual({ kind: 'overview' });
    expect(placeOf('/catalog/details/x/documentation/unknown/y')).toEqual({ kind: 'overview' });
    expect(placeOf('/catalog/details/x/documentation/operations/%E0%A4%A')).toEqual({
      kind: 'operation',
      key: '%E0%A4%A',
    });
  });
});
