import type { ProviderItem } from '@storefront/contract/provider';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import {
  errorText,
  formToOverride,
  formToPatch,
  itemToForm,
  overallPercent,
  validateItemForm,
} from './catalog-rules.ts';

const item: ProviderItem = {
  id: 'petstore',
  objectType: 'SPECIFICATION',
  name: 'Petstore',
  description: '**Pets**',
  version: '1.0.0',
  state: { name: 'Live', colour: 'green' },
  division: null,
  owner: null,
  interfaceType: 'REST',
  storefront: 'native:pets:petstore',
  classifications: ['animals', 'retail'],
  pricingPlans: ['free'],
  dimensions: {},
  bundledSpecs: [],
  attachments: [],
  document: null,
  operationCount: 2,
  headlines: [],
  securityPolicies: [],
  dateUpdated: '2026-01-01T00:00:00.000Z',
};

describe('catalogue item form', () => {
  it('maps an item and its Try override into the form', () => {
    expect(itemToForm(item, { allowedAPIKey: true, allowedMock: null })).toEqual({
      name: 'Petstore',
      description: '**Pets**',
      stateName: 'Live',
      stateColour: 'green',
      classifications: ['animals', 'retail'],
      pricingPlans: ['free'],
      storefront: 'native:pets:petstore',
      tryApiKey: 'allowed',
      tryMock: 'configured',
    });
    const bare = itemToForm({ ...item, state: null });
    expect([bare.stateName, bare.stateColour, bare.tryApiKey, bare.tryMock]).toEqual([
      '',
      'info',
      'configured',
      'configured',
    ]);
  });

  it('sends nothing when nothing changed, and only the changed fields otherwise', () => {
    const form = itemToForm(item);
    expect(formToPatch(form, item)).toEqual({});
    expect(formToPatch({ ...form, classifications: ['retail', 'animals'] }, item)).toEqual({});
    expect(
      formToPatch(
        { ...form, name: '  Pet Store ', description: 'New', pricingPlans: [], storefront: '' },
        item,
      ),
    ).toEqual({ name: 'Pet Store', description: 'New', pricingPlans: [], storefront: '' });
    expect(formToPatch({ ...form, stateName: '' }, item)).toEqual({ state: null });
    expect(formToPatch({ ...form, stateColour: 'red' }, item)).toEqual({
      state: { name: 'Live', colour: 'red' },
    });
    expect(formToPatch({ ...form, stateName: ' ' }, { ...item, state: null })).toEqual({});
    expect(formToPatch({ ...form, classifications: ['animals'] }, item)).toEqual({
      classifications: ['animals'],
    });
  });

  it('puts the Try override only when a mode changed, leaving "as configured" modes out', () => {
    const before = itemToForm(item, { allowedAPIKey: false, allowedMock: null });
    expect(formToOverride(before, before)).toBeNull();
    expect(formToOverride({ ...before, tryMock: 'allowed' }, before)).toEqual({
      allowedAPIKey: false,
      allowedMock: true,
    });
    expect(formToOverride({ ...before, tryApiKey: 'configured' }, before)).toEqual({});
  });

  it('validates what the server would refuse, with a message per field', () => {
    expect(validateItemForm(itemToForm(item))).toEqual({});
    const errors = validateItemForm({
      ...itemToForm(item),
      name: '   ',
      description: 'x'.repeat(100_001),
      stateName: 's'.repeat(101),
      stateColour: 'Not a colour',
      storefront: 'native: pets',
    });
    expect(errors).toEqual({
      name: 'Enter a name.',
      description: 'At most 100,000 characters.',
      stateName: 'At most 100 characters.',
      stateColour: 'Choose a colour name or #rrggbb.',
      storefront: 'No spaces: runtime:group:api, e.g. native:pets:petstore.',
    });
    expect(validateItemForm({ ...itemToForm(item), name: 'n'.repeat(501) }).name).toBe(
      'At most 500 characters.',
    );
    expect(validateItemForm({ ...itemToForm(item), stateColour: '#12ab9F' })).toEqual({});
    expect(validateItemForm({ ...itemToForm(item), storefront: `a${'b'.repeat(300)}` }).storefront).toBe(
      'At most 300 characters.',
    );
  });

  it("shows the server's own words for refused requests, generic text for server faults", () => {
    expect(errorText(new ApiError(400, 'HTTP-400', 'Invalid body: not valid JSON: x'))).toBe(
      'Invalid body: not valid JSON: x',
    );
    expect(
      errorText(
        new ApiError(502, 'IMPORT-URL-UNREACHABLE', 'The document could not be fetched (ENOTFOUND).'),
      ),
    ).toBe('The document could not be fetched (ENOTFOUND).');
    expect(errorText(new ApiError(500, 'HTTP-500', 'boom'))).toBe('Something went wrong; please try again.');
    expect(errorText(new Error('x'))).toBe('Something went wrong; please try again.');
  });

  it('weights overall import progress by file size', () => {
    expect(overallPercent([])).toBe(0);
    expect(
      overallPercent([
        { size: 300, loaded: 150, done: false },
        { size: 100, loaded: 0, done: false },
      ]),
    ).toBe(38);
    expect(
      overallPercent([
        { size: 300, loaded: 0, done: true },
        { size: 100, loaded: 100, done: false },
      ]),
    ).toBe(100);
    expect(overallPercent([{ size: 0, loaded: 0, done: true }])).toBe(100);
  });
});
