import { describe, expect, it } from 'vitest';
import type { OperationDetail } from './model.ts';
import { applyKey, buildRequest } from './try-request.ts';

const op: OperationDetail = {
  id: 0,
  method: 'POST',
  path: '/pets/{petId}',
  summary: '',
  description: '',
  operationId: '',
  key: 'POST /pets/{petId}',
  deprecated: false,
  parameters: [
    { name: 'petId', in: 'path', required: true, description: '', schema: null, example: '', isArray: false },
    { name: 'tags', in: 'query', required: false, description: '', schema: null, example: '', isArray: true },
  ],
  requestBody: { required: true, description: '', media: [] },
  responses: [],
  security: [{ name: 'k', type: 'apiKey', in: 'header', paramName: 'X-API-Key' }],
};
const input = {
  values: { 'path:petId': 'a b', 'query:tags': 'x,y' },
  body: `{"name":"O'Brien"}`,
  contentType: 'application/json',
};

describe('buildRequest and the key', () => {
  it('fills the path, splits arrays and applies the key per scheme', () => {
    const req = buildRequest(op, input, 'K1');
    expect(req).toMatchObject({
      path: '/pets/a%20b',
      query: [
        ['tags', 'x'],
        ['tags', 'y'],
      ],
      headers: { 'X-API-Key': 'K1', 'Content-Type': 'application/json' },
      missing: [],
    });
    const query = buildRequest(
      { ...op, security: [{ name: 'q', type: 'apiKey', in: 'query', paramName: 'api_key' }] },
      input,
      'K2',
    );
    expect(query.query).toContainEqual(['api_key', 'K2']);
    const bearer = buildRequest(
      { ...op, security: [{ name: 'b', type: 'http', scheme: 'bearer' }] },
      input,
      'K3',
    );
    expect(bearer.headers.Authorization).toBe('Bearer K3');
    expect(buildRequest(op, { values: {}, body: '', contentType: null }, null).missing).toEqual([
      'petId',
      'request body',
    ]);
  });
});

describe('applyKey', () => {
  it('fills every scheme of the requirement, each where it says', () => {
    const req = { query: [] as [string, string][], headers: {} as Record<string, string> };
    expect(
      applyKey(
        [
          { name: 'h', type: 'apiKey', in: 'header', paramName: 'X-Key' },
          { name: 'q', type: 'apiKey', in: 'query', paramName: 'api_key' },
          { name: 'c', type: 'apiKey', in: 'cookie', paramName: 'sid' },
          { name: 'c2', type: 'apiKey', in: 'cookie', paramName: 'tenant' },
        ],
        'K',
        req,
      ),
    ).toBe(true);
    expect(req).toEqual({ query: [['api_key', 'K']], headers: { 'X-Key': 'K', Cookie: 'sid=K; tenant=K' } });
  });

  it('sends basic and bearer credentials in Authorization, and nothing for unknown schemes', () => {
    const basic = { query: [] as [string, string][], headers: {} as Record<string, string> };
    applyKey([{ name: 'b', type: 'http', scheme: 'basic' }], 'K', basic);
    expect(basic.headers.Authorization).toBe(`Basic ${btoa('K:')}`);
    const oauth = { query: [] as [string, string][], headers: {} as Record<string, string> };
    applyKey([{ name: 'o', type: 'oauth2', scheme: 'bearer' }], 'T', oauth);
    expect(oauth.headers.Authorization).toBe('Bearer T');
    expect(applyKey([{ name: 'x', type: 'other' }], 'K', { query: [], headers: {} })).toBe(false);
  });
});
