import {
  applyAccessFormLogic,
  CLIENT_ID_FIELDS,
  DESIGN_FIELDS,
  PRODUCTION_FIELDS,
} from '@storefront/contract/access-form-logic';
import { describe, expect, it } from 'vitest';
import { initialValues } from './form-values.ts';
import { testTemplate } from './test-template.ts';

const items = testTemplate.items;
const start = initialValues(items);

describe('access-form logic', () => {
  it('atlasDesignId empty: design fields shown and required; design id and name hidden', () => {
    const s = applyAccessFormLogic(items, start, true);
    for (const id of DESIGN_FIELDS) expect(s[id]).toMatchObject({ hidden: false, required: true });
    expect(s.designId.hidden).toBe(true);
    expect(s.designName.hidden).toBe(true);
  });

  it('atlasDesignId filled: design fields hidden and optional; design id and name shown', () => {
    const s = applyAccessFormLogic(items, { ...start, atlasDesignId: 'DSN-1' }, true);
    for (const id of DESIGN_FIELDS) expect(s[id]).toMatchObject({ hidden: true, required: false });
    expect(s.designId.hidden).toBe(false);
    expect(s.designName.hidden).toBe(false);
  });

  it('subscription "true" shows the six production-volume fields; other values hide them', () => {
    const on = applyAccessFormLogic(items, { ...start, subscription: 'true' }, true);
    for (const id of PRODUCTION_FIELDS) expect(on[id].hidden).toBe(false);
    for (const v of ['false', '', 'yes']) {
      const off = applyAccessFormLogic(items, { ...start, subscription: v }, true);
      for (const id of PRODUCTION_FIELDS) expect(off[id].hidden).toBe(true);
    }
  });

  it('newClientId checked makes its three fields required; unchecked optional', () => {
    const on = applyAccessFormLogic(items, { ...start, newClientId: true }, true);
    for (const id of CLIENT_ID_FIELDS) expect(on[id].required).toBe(true);
    const off = applyAccessFormLogic(items, { ...start, newClientId: false }, true);
    for (const id of CLIENT_ID_FIELDS) expect(off[id].required).toBe(false);
  });

  it('disableIfNoOauth fields are disabled unless the item has policies', () => {
    expect(applyAccessFormLogic(items, start, false).grantType.disabled).toBe(true);
    expect(applyAccessFormLogic(items, start, true).grantType.disabled).toBe(false);
    expect(applyAccessFormLogic(items, start, false).clientIdEnvironment.disabled).toBe(false);
  });
});
