import { applyAccessFormLogic } from '@storefront/contract/access-form-logic';
import { describe, expect, it } from 'vitest';
import { fillFromRefData, initialValues, toTemplatedData } from './form-values.ts';
import { testTemplate } from './test-template.ts';

const app = {
  code: 'APP1',
  name: 'Shop Portal',
  short: 'SP',
  regions: ['Americas', 'APAC'],
  designId: null,
  designName: null,
};

describe('access form values', () => {
  it('starts from the template values, empty of each type otherwise', () => {
    const v = initialValues(testTemplate.items);
    expect(v).toMatchObject({ appComponent: '', subscription: 'false', newClientId: false, cloudloc: [] });
    expect(v).not.toHaveProperty('head');
  });

  it('fills fields through refDataMatching: text, select from a list, and the design', () => {
    const v = fillFromRefData(testTemplate, initialValues(testTemplate.items), app);
    expect(v).toMatchObject({
      appComponent: 'Shop Portal',
      market: 'APAC',
      atlasDesignId: '',
      designName: '',
    });
    const withDesign = fillFromRefData(testTemplate, v, {
      ...app,
      designId: 'DSN-7',
      designName: 'Shop Core',
    });
    expect(withDesign).toMatchObject({ atlasDesignId: 'DSN-7', designId: 'DSN-7', designName: 'Shop Core' });
  });

  it('sends the visible fields as text: checkbox "true"/"false", multiselect joined by commas', () => {
    const values = {
      ...initialValues(testTemplate.items),
      appComponent: ' Shop ',
      cloudloc: ['aws', 'azure'],
      newClientId: true,
      prodtranssec: 'hidden',
    };
    const states = applyAccessFormLogic(testTemplate.items, values, false);
    const data = toTemplatedData(testTemplate.items, values, states);
    const byId = Object.fromEntries(data.items.map((i) => [i.id, i]));
    expect(byId.appComponent).toEqual({
      id: 'appComponent',
      label: 'Application or component name',
      value: 'Shop',
    });
    expect(byId.cloudloc.value).toBe('aws,azure');
    expect(byId.newClientId.value).toBe('true');
    expect(byId).not.toHaveProperty('prodtranssec');
    expect(byId).not.toHaveProperty('designId');
    expect(byId).not.toHaveProperty('head');
  });
});
