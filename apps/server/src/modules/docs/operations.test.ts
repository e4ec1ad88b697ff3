import { describe, expect, it } from 'vitest';
import { buildOperations, matchOperation } from './operations.ts';

const doc = {
  openapi: '3.0.0',
  paths: {
    '/users/{id}': {
      get: { responses: {} },
      parameters: [{ name: 'id', in: 'path', schema: { type: 'string' } }],
    },
    '/users/me': { get: { responses: {} } },
    '/#Action=Run': { post: { responses: {} } },
    '/#Action=Stop': { post: { responses: {} } },
    '/ext': { get: { parameters: [{ $ref: 'other.yaml#/P' }], responses: {} } },
  },
};

describe('operations', () => {
  const { operations, broken } = buildOperations(doc, 'openapi30');

  it('matches literal paths before templates and decodes path values', () => {
    expect(matchOperation(operations, 'GET', '/users/me').op?.path).toBe('/users/me');
    const m = matchOperation(operations, 'GET', '/users/a%20b');
    expect([m.op?.path, m.pathValues]).toEqual(['/users/{id}', { id: 'a b' }]);
    expect(matchOperation(operations, 'DELETE', '/users/1')).toEqual({ op: null, pathMatched: true });
    expect(matchOperation(operations, 'GET', '/nothing')).toEqual({ op: null, pathMatched: false });
  });

  it('matches by path depth, with or without a trailing slash, and never across depths', () => {
    const deep = buildOperations(
      {
        openapi: '3.0.0',
        paths: {
          '/a/{x}': { get: { responses: {} } },
          '/a/{x}/b/': { get: { responses: {} } },
          '/{p}.{ext}': { get: { responses: {} } },
          '/': { get: { responses: {} } },
        },
      },
      'openapi30',
    ).operations;
    expect(matchOperation(deep, 'GET', '/a/1').op?.path).toBe('/a/{x}');
    expect(matchOperation(deep, 'GET', '/a/1/').op?.path).toBe('/a/{x}');
    expect(matchOperation(deep, 'GET', '/a/1/b').op?.path).toBe('/a/{x}/b/');
    expect(matchOperation(deep, 'GET', '/a/1/b/').op?.path).toBe('/a/{x}/b/');
    expect(matchOperation(deep, 'GET', '/a/1/2').op).toBeNull();
    expect(matchOperation(deep, 'GET', '/a/1%2F2').pathValues).toEqual({ x: '1/2' });
    expect(matchOperation(deep, 'GET', '/file.txt').op?.path).toBe('/{p}.{ext}');
    expect(matchOperation(deep, 'GET', '/').op?.path).toBe('/');
    expect(matchOperation(deep, 'GET', '').op?.path).toBe('/');
    expect(matchOperation(deep, 'GET', '//')).toEqual({ op: null, pathMatched: false });
  });

  it('tells AWS-style operations apart by their fragment (query or header)', () => {
    const lookup = (v: string) => (name: string) => (name === 'Action' ? v : undefined);
    expect(matchOperation(operations, 'POST', '/', lookup('Stop')).op?.path).toBe('/#Action=Stop');
    expect(matchOperation(operations, 'POST', '/', lookup('Run')).op?.path).toBe('/#Action=Run');
    expect(matchOperation(operations, 'POST', '/', lookup('Other')).op).toBeNull();
  });

  it('keeps a path written with two trailing slashes apart from the one with one', () => {
    const ops = buildOperations(
      {
        openapi: '3.0.0',
        paths: {
          '/wms/': { get: { responses: {} } },
          '/wms//': { get: { responses: {} } },
          'x-codegen-contextRoot': '/api',
        },
      },
      'openapi30',
    );
    expect(ops.broken).toEqual([]);
    expect(matchOperation(ops.operations, 'GET', '/wms/').op?.path).toBe('/wms/');
    expect(matchOperation(ops.operations, 'GET', '/wms').op?.path).toBe('/wms/');
    expect(matchOperation(ops.operations, 'GET', '/wms//').op?.path).toBe('/wms//');
  });

  it('takes a fragment without a value as a parameter that must be present', () => {
    const ops = buildOperations(
      { openapi: '3.0.0', paths: { '/previews#analyzerArn': { get: { responses: {} } } } },
      'openapi30',
    ).operations;
    const lookup = (v?: string) => (name: string) => (name === 'analyzerArn' ? v : undefined);
    expect(matchOperation(ops, 'GET', '/previews', lookup('arn:x')).op?.path).toBe('/previews#analyzerArn');
    expect(matchOperation(ops, 'GET', '/previews', lookup(undefined)).op).toBeNull();
  });

  it('reports operations with external references instead of failing the document', () => {
    expect(broken).toEqual([
      { key: 'GET /ext', reason: 'external reference other.yaml#/P is not supported' },
    ]);
  });
});
