import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api-error.ts';
import { docsUrl } from '../api/get-docs.ts';
import { type LoadDeps, loadDocument } from './load-document.ts';
import type { DocIndex } from './model.ts';

const index = { title: 'T', operations: [] } as unknown as DocIndex;

function deps(): LoadDeps & { buffer: ReturnType<typeof vi.fn> } {
  return {
    token: async () => 'tok',
    url: (id, mocking, version) =>
      `http://x/${id}?useMocking=${mocking}${version ? `&version=${version}` : ''}`,
    buffer: vi.fn(async () => new ArrayBuffer(2)),
  };
}

describe('loading the document', () => {
  it('has the worker fetch it with the current token', async () => {
    const worker = { fetchIndex: vi.fn(async () => index), load: vi.fn() };
    const d = deps();
    expect(await loadDocument(worker, 'gh', true, new AbortController().signal, d)).toBe(index);
    expect(worker.fetchIndex).toHaveBeenCalledWith(
      'http://x/gh?useMocking=true',
      'tok',
      expect.any(AbortSignal),
    );
    expect(d.buffer).not.toHaveBeenCalled();
  });

  it('goes through the api client (renewal or sign-in) when the token is refused', async () => {
    const worker = {
      fetchIndex: vi.fn(async () => {
        throw new ApiError(401, 'HTTP-401', 'expired');
      }),
      load: vi.fn(async () => index),
    };
    const d = deps();
    expect(await loadDocument(worker, 'gh', false, new AbortController().signal, d)).toBe(index);
    expect(d.buffer).toHaveBeenCalledWith('gh', false, null, expect.any(AbortSignal));
    expect(worker.load).toHaveBeenCalledWith(expect.any(ArrayBuffer));
  });

  it('passes other failures on, and does not retry once aborted', async () => {
    const missing = new ApiError(404, 'HTTP-404', 'The API document of this item does not exist.');
    const worker = { fetchIndex: vi.fn(async () => Promise.reject(missing)), load: vi.fn() };
    const d = deps();
    await expect(loadDocument(worker, 'gh', false, new AbortController().signal, d)).rejects.toBe(missing);
    const abort = new AbortController();
    abort.abort();
    const expired = new ApiError(401, 'HTTP-401', 'expired');
    worker.fetchIndex.mockImplementation(async () => Promise.reject(expired));
    await expect(loadDocument(worker, 'gh', false, abort.signal, d)).rejects.toBe(expired);
    expect(d.buffer).not.toHaveBeenCalled();
  });

  it('reads the version the page shows, by URL and after a refused token', async () => {
    const worker = {
      fetchIndex: vi.fn(async () => {
        throw new ApiError(401, 'HTTP-401', 'expired');
      }),
      load: vi.fn(async () => index),
    };
    const d = deps();
    await loadDocument(worker, 'gh', false, new AbortController().signal, d, '1.0.0');
    expect(worker.fetchIndex).toHaveBeenCalledWith(
      'http://x/gh?useMocking=false&version=1.0.0',
      'tok',
      expect.any(AbortSignal),
    );
    expect(d.buffer).toHaveBeenCalledWith('gh', false, '1.0.0', expect.any(AbortSignal));
  });

  it('builds the absolute document URL the worker fetches', () => {
    expect(docsUrl('a b', true, null, 'https://portal.example')).toBe(
      'https://portal.example/api/web/catalog/item/a%20b/openapi/docs?useMocking=true',
    );
    expect(docsUrl('a b', false, '1.0 beta', 'https://portal.example')).toBe(
      'https://portal.example/api/web/catalog/item/a%20b/openapi/docs?useMocking=false&version=1.0+beta',
    );
  });
});
