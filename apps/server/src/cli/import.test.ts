import { describe, expect, it } from 'vitest';
import { describeResult, parseImportArgs } from './import.ts';

describe('storefront import arguments', () => {
  it('turns flags into metadata applied to every document', () => {
    const opts = parseImportArgs([
      'specs',
      'more.yaml',
      '--division',
      'Retail',
      '--classification',
      'pets',
      '--classification',
      'shop',
      '--state',
      'Live',
      '--state-colour',
      'success',
      '--pricing-plan',
      'free',
      '--storefront',
      'native:pets:store',
      '--attachment',
      'guide.pdf',
      '--limit',
      '10',
    ]);
    expect(opts.paths).toEqual(['specs', 'more.yaml']);
    expect(opts.limit).toBe(10);
    expect(opts.metadata).toEqual({
      division: 'Retail',
      classifications: ['pets', 'shop'],
      state: { name: 'Live', colour: 'success' },
      pricingPlans: ['free'],
      storefront: 'native:pets:store',
      attachments: ['guide.pdf'],
    });
  });

  it('refuses --id for more than one document, bad numbers and unknown flags', () => {
    expect(() => parseImportArgs(['a.yaml', 'b.yaml', '--id', 'x'])).toThrow(
      '--id needs exactly one document',
    );
    expect(() => parseImportArgs(['a.yaml', '--limit', 'ten'])).toThrow(
      '--limit must be a whole number, got "ten"',
    );
    expect(() => parseImportArgs(['a.yaml', '--colour', 'red'])).toThrow(/Unknown option '--colour'/);
    expect(() => parseImportArgs(['a.yaml', '--state-colour', 'red'])).toThrow(
      '--state-colour needs --state',
    );
  });

  it('prints one line per document', () => {
    expect(
      describeResult({
        file: 'x.json',
        status: 'rejected',
        reason: 'not a text document (contains NUL bytes)',
      }),
    ).toBe('rejected  x.json: not a text document (contains NUL bytes)');
    expect(
      describeResult({
        file: 'p.yaml',
        status: 'updated',
        itemId: 'petstore:1',
        name: 'Petstore',
        operations: 4,
        specVersion: '2.0',
        categories: [],
        warnings: [],
      }),
    ).toBe('updated   p.yaml → petstore:1 (4 operations)');
  });
});
