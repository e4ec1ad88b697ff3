import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { validateTemplate } from './validate.ts';

describe('access-request template', () => {
  let t: TestApp;
  let alice: Record<string, string>;
  let paula: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    [alice, paula] = await Promise.all(['alice', 'paula'].map((u) => t.authHeaders(u)));
  });
  afterAll(() => t.close());

  const get = () => t.app.inject({ url: '/api/web/asks/template/default', headers: alice });
  const put = (payload: object, headers = paula) =>
    t.app.inject({ method: 'PUT', url: '/api/provider/asks/templates/default', headers, payload });

  it('serves the default template from the database with every field the form logic names', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(validateTemplate(body)).toEqual([]);
    const ids = body.items.map((i: { id?: string }) => i.id);
    for (const id of [
      'atlasDesignId',
      'designId',
      'designName',
      'appComponent',
      'desc',
      'organization',
      'market',
      'consumerhostloc',
      'cloudloc',
      'subscription',
      'prodtranssec',
      'prodpeaktranssec',
      'prodmaxvolday',
      'prodtimefram',
      'prodavemsgsize',
      'prodmaxmsgsize',
      'newClientId',
      'clientIdEnvironment',
      'grantType',
      'consumerAtlasTechLeadEmail',
    ])
      expect(ids).toContain(id);
    const types = new Set(body.items.map((i: { type: string }) => i.type));
    for (const type of [
      'subheading',
      'select',
      'multiselect',
      'checkbox',
      'text',
      'email',
      'start-row',
      'start-col',
      'end-row',
      'end-col',
    ])
      expect(types).toContain(type);
    expect(body.items.some((i: { disableIfNoOauth?: boolean }) => i.disableIfNoOauth)).toBe(true);
    expect(body.metadata.refDataMatching).toContainEqual({
      formFieldId: 'appComponent',
      refDataField: 'name',
    });
  });

  it('answers 404 for a template that does not exist', async () => {
    const res = await t.app.inject({ url: '/api/web/asks/template/other', headers: alice });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'HTTP-404', detail: "No access-request template 'other'." });
  });

  it('lets providers replace the template, and consumers then receive the new one', async () => {
    const original = (await get()).json();
    const replacement = {
      items: [...original.items, { type: 'text', id: 'costCentre', label: 'Cost centre', required: true }],
      metadata: original.metadata,
    };
    const res = await put(replacement);
    expect(res.json()).toEqual(replacement);
    expect(res.statusCode).toBe(200);
    const served = (await get()).json();
    expect(served.items.at(-1)).toEqual({
      type: 'text',
      id: 'costCentre',
      label: 'Cost centre',
      required: true,
    });
    const providerView = await t.app.inject({ url: '/api/provider/asks/templates/default', headers: paula });
    expect(providerView.json()).toEqual(served);
    expect((await put(original)).statusCode).toBe(200);
  });

  it('refuses invalid templates naming the offending items, and keeps the stored one', async () => {
    const before = (await get()).json();
    const res = await put({
      items: [
        { type: 'text', id: 'a', label: 'A' },
        { type: 'date', id: 'b', label: 'B' },
        { type: 'text', id: 'a', label: 'A again' },
        { type: 'end-row' },
      ],
      metadata: { refDataMatching: [] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'HTTP-400',
      detail:
        'Invalid template: items[1] (b): unknown field type "date"; items[2] (a): duplicate id "a" (also items[0]); items[3]: end-row without a matching start-row',
    });
    expect((await get()).json()).toEqual(before);
    const shapeless = await put({ items: 'nope', metadata: { refDataMatching: [] } });
    expect(shapeless.statusCode).toBe(400);
    expect(shapeless.json().detail).toMatch(/^Invalid body\.items/);
  });

  it('keeps template changes to providers', async () => {
    const res = await put((await get()).json(), alice);
    expect(res.statusCode).toBe(403);
    expect(
      (await t.app.inject({ url: '/api/provider/asks/templates/default', headers: alice })).statusCode,
    ).toBe(403);
  });
});
