import { describe, expect, it } from 'vitest';
import { codeSample } from './code-samples.ts';
import type { OperationDetail } from './model.ts';
import { buildRequest } from './try-request.ts';

const op: OperationDetail = {
  id: 0,
  method: 'POST',
  path: '/pets/{petId}',
  summary: '',
  description: '',
  operationId: '',
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

describe('code samples', () => {
  const req = buildRequest(op, input, "K'1");
  it('curl quotes every value for the shell', () => {
    expect(codeSample('curl', 'https://api.example.com', req)).toBe(
      [
        "curl -X POST 'https://api.example.com/pets/a%20b?tags=x&tags=y'",
        "  -H 'Content-Type: application/json'",
        "  -H 'X-API-Key: K'\\''1'",
        `  --data-raw '{"name":"O'\\''Brien"}'`,
      ].join(' \\\n'),
    );
  });
  it('fetch and requests carry the key as string literals', () => {
    expect(codeSample('javascript', 'https://h', req)).toContain(`"X-API-Key": "K'1",`);
    const py = codeSample('python', 'https://h', req);
    expect(py).toContain('import requests');
    expect(py).toContain(`"X-API-Key": "K'1",`);
    expect(py).toContain('data="{\\"name\\":\\"O\'Brien\\"}".encode("utf-8"),');
  });
});
