import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { makeAttachment, makeDocument, makeItem } from './test-factories.ts';

let t: TestApp;
let attachmentId: string;
beforeAll(async () => {
  t = await createTestApp();
  await makeItem(t.db, 'files-1');
  await makeDocument(t.db, 'files-1', 'api.json', 'json', Buffer.from('{"openapi":"3.0.3","paths":{}}'));
  attachmentId = await makeAttachment(t.db, 'files-1', 'guide.txt', 'text/plain', Buffer.from('hello'));
});
afterAll(async () => t?.close());

/** Found by the schema fuzzer (issue 16): the two downloads answered 200, a status their documents never listed. */
describe('document and attachment downloads in the OpenAPI document', () => {
  it('declare the 200 they answer, and still answer the stored bytes in their own type', async () => {
    const doc = (await t.app.inject({ url: '/api/web/openapi.json' })).json();
    const headers = await t.authHeaders('alice');
    const cases = [
      [
        '/api/web/catalog/item/{id}/openapi/file',
        '/api/web/catalog/item/files-1/openapi/file',
        'application/json',
      ],
      [
        '/api/web/catalog/item/{id}/attachments/{attachmentId}',
        `/api/web/catalog/item/files-1/attachments/${attachmentId}`,
        'text/plain',
      ],
    ] as const;
    for (const [path, url, type] of cases) {
      expect(Object.keys(doc.paths[path].get.responses), path).toContain('200');
      const res = await t.app.inject({ url, headers });
      expect(res.statusCode, url).toBe(200);
      expect(String(res.headers['content-type']), url).toContain(type);
    }
    const got = await t.app.inject({ url: '/api/web/catalog/item/files-1/openapi/file', headers });
    expect(got.body).toBe('{"openapi":"3.0.3","paths":{}}');
  });
});
