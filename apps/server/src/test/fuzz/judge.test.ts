import { describe, expect, it } from 'vitest';
import { createJudge } from './judge.ts';
import type { Operation } from './operations.ts';

const op = (responses: Operation['responses'], mediaTypes: Operation['mediaTypes']): Operation => ({
  method: 'GET',
  path: '/x',
  params: [],
  responses,
  mediaTypes,
  headers: {},
});
const json = { 'content-type': 'application/json; charset=utf-8' };

describe('the fuzz judge', () => {
  const judge = createJudge({});

  it('takes a stored file as its bytes, even when its stored type says JSON', () => {
    const file = op({ 200: undefined }, { 200: ['*/*'] });
    expect(judge(file, { status: 200, headers: json, body: '%PDF-1.4 not json' })).toEqual({ status: 200 });
  });

  it('reports a JSON-declared answer whose body does not parse, or is off its schema', () => {
    const declared = op({ 200: { type: 'object', required: ['a'] } }, { 200: ['application/json'] });
    expect(judge(declared, { status: 200, headers: json, body: '{oops' }).problem).toBe(
      '200: body is not JSON (application/json; charset=utf-8)',
    );
    expect(judge(declared, { status: 200, headers: json, body: '{}' }).problem).toMatch(/^200: {2}must have/);
  });

  it('reports any 5xx', () => {
    const declared = op({ 200: undefined }, { 200: ['*/*'] });
    expect(judge(declared, { status: 500, headers: json, body: '{}' }).problem).toBe('500: {}');
  });
});
