import { describe, expect, it } from 'vitest';
import { parseDeployment } from './deployment.ts';

describe('parseDeployment', () => {
  it('splits runtime, group and api on colons', () => {
    expect(parseDeployment('apigee:payments:orders-v2')).toEqual({
      runtime: 'apigee',
      group: 'payments',
      api: 'orders-v2',
    });
  });

  it('keeps colons inside the api part', () => {
    expect(parseDeployment('native:core:urn:api:x')).toEqual({
      runtime: 'native',
      group: 'core',
      api: 'urn:api:x',
    });
  });

  it('leaves missing parts empty', () => {
    expect(parseDeployment('native')).toEqual({ runtime: 'native', group: '', api: '' });
  });

  it('is hidden when empty or "soon:"', () => {
    expect(parseDeployment('')).toBeNull();
    expect(parseDeployment('   ')).toBeNull();
    expect(parseDeployment(null)).toBeNull();
    expect(parseDeployment('soon:')).toBeNull();
    expect(parseDeployment('SOON:')).toBeNull();
  });
});
