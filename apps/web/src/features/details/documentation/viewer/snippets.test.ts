import { describe, expect, it } from 'vitest';
import type { OperationDetail } from './model.ts';
import { SAMPLE_LANGUAGES } from './sample-languages.ts';
import { snippet } from './snippets.ts';
import { buildRequest } from './try-request.ts';

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
  ],
  requestBody: { required: true, description: '', media: [] },
  responses: [],
  security: [{ name: 'k', type: 'apiKey', in: 'header', paramName: 'X-API-Key' }],
};
const req = buildRequest(
  op,
  { values: { 'path:petId': '7' }, body: `{"name":"O'Brien"}`, contentType: 'application/json' },
  "K'1",
);

describe('code samples (httpsnippet)', () => {
  it('covers the eleven languages, each carrying the URL, key and body', () => {
    expect(SAMPLE_LANGUAGES.map((l) => l.id)).toEqual([
      'curl',
      'javascript',
      'node',
      'python',
      'go',
      'java',
      'csharp',
      'php',
      'ruby',
      'swift',
      'kotlin',
    ]);
    for (const { id } of SAMPLE_LANGUAGES) {
      const text = snippet(id, 'https://api.x.io/v1/', req);
      expect(text, id).toContain('https://api.x.io/v1/pets/7');
      expect(text, id).toContain('X-API-Key');
      expect(text, id).toContain('Brien');
    }
  });

  it('quotes for the shell: a key with a quote cannot break out of curl', () => {
    const curl = snippet('curl', 'https://api.x.io', req);
    expect(curl).toContain('curl --request POST');
    expect(curl).toContain(`'X-API-Key: K'\\''1'`);
  });
});
