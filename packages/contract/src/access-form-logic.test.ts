import { describe, expect, it } from 'vitest';
import type { TemplateItem } from './access.ts';
import {
  applyAccessFormLogic,
  CLIENT_ID_FIELDS,
  DESIGN_FIELDS,
  PRODUCTION_FIELDS,
} from './access-form-logic.ts';

const items: TemplateItem[] = [
  { type: 'text', id: 'atlasDesignId', label: 'Design' },
  { type: 'text', id: 'designId', label: 'Design ID', hidden: true, readOnly: true },
  { type: 'text', id: 'designName', label: 'Design name', hidden: true, readOnly: true },
  ...DESIGN_FIELDS.map((id) => ({ type: 'text', id, label: id, required: true })),
  { type: 'select', id: 'subscription', label: 'Sub', options: [{ label: 'Yes', value: 'true' }] },
  ...PRODUCTION_FIELDS.map((id) => ({ type: 'text', id, label: id, hidden: true, required: true })),
  { type: 'checkbox', id: 'newClientId', label: 'New' },
  ...CLIENT_ID_FIELDS.map((id) => ({ type: 'text', id, label: id })),
  { type: 'text', id: 'oauthScopes', label: 'Scopes', disableIfNoOauth: true },
];

describe('applyAccessFormLogic', () => {
  it('empty atlasDesignId: design fields shown and required, design id and name hidden', () => {
    const s = applyAccessFormLogic(items, { atlasDesignId: '  ' }, true);
    for (const id of DESIGN_FIELDS) expect(s[id]).toMatchObject({ hidden: false, required: true });
    expect(s.designId?.hidden).toBe(true);
    expect(s.designName?.hidden).toBe(true);
  });

  it('atlasDesignId filled: design fields hidden and optional, design id and name shown', () => {
    const s = applyAccessFormLogic(items, { atlasDesignId: 'DSN-1001' }, true);
    for (const id of DESIGN_FIELDS) expect(s[id]).toMatchObject({ hidden: true, required: false });
    expect(s.designId?.hidden).toBe(false);
    expect(s.designName?.hidden).toBe(false);
  });

  it('subscription "true" shows the six production-volume fields; anything else hides them', () => {
    const shown = applyAccessFormLogic(items, { subscription: 'true' }, true);
    for (const id of PRODUCTION_FIELDS) expect(shown[id]?.hidden).toBe(false);
    for (const value of ['false', '', 'TRUE', undefined]) {
      const hidden = applyAccessFormLogic(items, { subscription: value }, true);
      for (const id of PRODUCTION_FIELDS) expect(hidden[id]?.hidden).toBe(true);
    }
  });

  it('newClientId checked makes its three fields required; unchecked optional', () => {
    const on = applyAccessFormLogic(items, { newClientId: true }, true);
    for (const id of CLIENT_ID_FIELDS) expect(on[id]?.required).toBe(true);
    const off = applyAccessFormLogic(items, { newClientId: false }, true);
    for (const id of CLIENT_ID_FIELDS) expect(off[id]?.required).toBe(false);
  });

  it('disableIfNoOauth fields are disabled unless the item has OAuth policies', () => {
    expect(applyAccessFormLogic(items, {}, false).oauthScopes?.disabled).toBe(true);
    expect(applyAccessFormLogic(items, {}, true).oauthScopes?.disabled).toBe(false);
    expect(applyAccessFormLogic(items, {}, false).designId?.disabled).toBe(false);
  });

  it('leaves templates without the named fields alone', () => {
    const s = applyAccessFormLogic([{ type: 'text', id: 'desc', label: 'D', hidden: true }], {}, true);
    expect(s.desc).toEqual({ hidden: true, required: false, disabled: false });
  });
});
