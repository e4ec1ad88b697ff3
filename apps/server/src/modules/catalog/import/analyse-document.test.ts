import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { analyseDocument } from './analyse-document.ts';
import { importLimits, MIB } from './limits.ts';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const limits = importLimits({});

function analyseFixture(rel: string, rootDir = path.dirname(path.join(fixtures, rel))) {
  const file = path.join(fixtures, rel);
  return analyseDocument({ content: fs.readFileSync(file), file, rootDir, limits });
}

function analyseText(text: string | Buffer, rootDir?: string) {
  const content = typeof text === 'string' ? Buffer.from(text) : text;
  const file = rootDir ? path.join(rootDir, 'doc.json') : '/upload/doc.json';
  return analyseDocument({ content, file, rootDir, limits });
}

const minimal = (extra = '') => `{"openapi":"3.0.0","info":{"title":"T","version":"1"},"paths":{}${extra}}`;

describe('analyseDocument on hand-made documents with external $refs', () => {
  it('reads a split Swagger 2.0 YAML document and bundles its files', () => {
    const doc = analyseFixture('petstore-swagger2/petstore.yaml');
    expect(doc.specVersion).toBe('2.0');
    expect(doc.format).toBe('yaml');
    expect(doc.api.name).toBe('Swagger Petstore (split)');
    expect(doc.api.version).toBe('1.0.0');
    expect(doc.api.operations).toEqual([
      {
        name: 'listPets',
        description: 'Returns every pet, a page at a time.',
        uri: '/pets',
        behaviour: 'GET',
      },
      { name: 'createPets', description: 'Create a pet', uri: '/pets', behaviour: 'POST' },
      { name: 'showPetById', description: 'Info for a specific pet', uri: '/pets/{petId}', behaviour: 'GET' },
      {
        name: 'Delete a pet',
        description: 'Removes the pet for good.',
        uri: '/pets/{petId}',
        behaviour: 'DELETE',
      },
    ]);
    expect(doc.externalFiles.sort()).toEqual([
      'definitions/owner.yaml',
      'definitions/pet.yaml',
      'paths/pets.yaml',
    ]);
    // The stored document stands alone: no file refs left, every internal ref resolves.
    const stored = parseYaml(doc.stored.toString('utf8'));
    const text = JSON.stringify(stored);
    expect(text).not.toMatch(/"\$ref":"[^#]/);
    expect(stored.paths['/pets'].get.operationId).toBe('listPets');
    expect(stored.paths['/pets'].get.responses.default.schema).toEqual({ $ref: '#/definitions/Error' });
  });

  it('reads a split OpenAPI 3.1 document with recursive schemas across files', () => {
    const doc = analyseFixture('split-openapi31/openapi.yaml');
    expect(doc.specVersion).toBe('3.1.0');
    expect(doc.api.operations.map((o) => `${o.behaviour} ${o.uri} ${o.name}`)).toEqual([
      'GET /items List items',
      'POST /items createItem',
      'GET /items/{id} getItem',
    ]);
    const stored = parseYaml(doc.stored.toString('utf8'));
    const item = stored.paths['/items'].post.requestBody.content['application/json'].schema;
    expect(item.properties.children.items.$ref).toMatch(/^#\/paths\/~1items\//);
  });

  it('keeps the original bytes of a self-contained document', () => {
    const text = minimal();
    expect(analyseText(text).stored.toString()).toBe(text);
  });
});

describe('analyseDocument rejects hostile and malformed documents', () => {
  const rejects = (fn: () => unknown, message: string | RegExp) => expect(fn).toThrow(message);

  it('rejects a reference cycle', () => {
    rejects(
      () => analyseFixture('hostile/ref-cycle.json'),
      'reference cycle: #/components/schemas/A → #/components/schemas/B → #/components/schemas/A at #/paths/~1a/get/responses/200/content/application~1json/schema',
    );
  });

  it('rejects a path item that refers to itself', () => {
    rejects(
      () => analyseText(minimal().replace('"paths":{}', '"paths":{"/x":{"$ref":"#/paths/~1x"}}')),
      /reference cycle/,
    );
  });

  it('rejects a dangling internal $ref', () => {
    const text = minimal(',"components":{"schemas":{"A":{"$ref":"#/components/schemas/Nope"}}}');
    rejects(() => analyseText(text), 'unresolved $ref "#/components/schemas/Nope" at #/components/schemas/A');
  });

  it('rejects 10,000-deep JSON nesting without overflowing the stack', () => {
    const deep = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
    rejects(() => analyseText(minimal(`,"x-deep":${deep}`)), 'nesting is too deep (more than 200 levels)');
  });

  it('rejects 20 million nested JSON arrays quickly (JSON.parse alone would take most of a minute)', () => {
    const n = 20_000_000;
    rejects(
      () => analyseText(`{"x":${'['.repeat(n)}${']'.repeat(n)}}`),
      'nesting is too deep (more than 200 levels)',
    );
  });

  it('names where a YAML document nests too deeply', () => {
    let yaml = 'openapi: 3.0.0\ninfo: {title: T, version: "1"}\npaths: {}\nx-deep:\n';
    for (let i = 1; i <= 250; i++) yaml += `${' '.repeat(i * 2)}k:\n`;
    rejects(() => analyseText(yaml), /^nesting is too deep \(more than 200 levels\) at #\/x-deep\/k\/k/);
  });

  it('rejects 10,000-deep YAML nesting', () => {
    const text = `openapi: 3.0.0\ninfo: {title: T, version: "1"}\npaths: {}\nx-deep: ${'['.repeat(10_000)}${']'.repeat(10_000)}\n`;
    rejects(() => analyseText(text), 'nesting is too deep (more than 200 levels)');
  });

  it('rejects a document of 50 MiB or more before parsing it', () => {
    const big = Buffer.alloc(50 * MIB + 10, 0x20);
    Buffer.from(minimal()).copy(big);
    rejects(() => analyseText(big), 'document is 50.0 MiB; the limit is 50.0 MiB (IMPORT_MAX_BYTES)');
  });

  it('rejects a JSON document that is not OpenAPI', () => {
    rejects(
      () => analyseFixture('hostile/not-openapi.json'),
      'not an OpenAPI or AsyncAPI document: no openapi, swagger or asyncapi version field',
    );
  });

  it('rejects unsupported versions', () => {
    rejects(
      () => analyseFixture('hostile/swagger-1.2.json'),
      'Swagger 1.2 is not supported (Swagger 2.0 and OpenAPI 3.0 and 3.1 are)',
    );
    rejects(
      () => analyseText('openapi: 4.0.0\ninfo: {title: T, version: "1"}\n'),
      'OpenAPI 4.0.0 is not supported',
    );
  });

  it('rejects binary bytes', () => {
    rejects(
      () => analyseText(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])),
      'not a text document (contains NUL bytes)',
    );
    rejects(() => analyseText(Buffer.from([0x7b, 0xff, 0xfe, 0x7d])), 'not a text document (invalid UTF-8)');
  });

  it('rejects malformed JSON and YAML with the parser message', () => {
    rejects(() => analyseText('{"openapi": "3.0.0", '), /^not valid JSON: /);
    rejects(() => analyseText('openapi: 3.0.0\ninfo: [unclosed\n'), /^not valid YAML: /);
  });

  it('rejects a YAML alias bomb', () => {
    rejects(() => analyseFixture('hostile/alias-bomb.yaml'), /^too many YAML aliases \(limit 100\)/);
  });

  it('rejects a YAML alias cycle', () => {
    rejects(
      () => analyseText('openapi: 3.0.0\ninfo: {title: T, version: "1"}\npaths: {}\nx-loop: &l [1, *l]\n'),
      /YAML alias cycle at #\/x-loop/,
    );
  });

  it('rejects an external $ref that leaves the document directory', () => {
    rejects(
      () => analyseFixture('traversal/api/openapi.yaml'),
      'external $ref "../outside.yaml" points outside the import directory',
    );
  });

  it('rejects external $refs when the document came without its files', () => {
    const text = minimal(',"components":{"schemas":{"A":{"$ref":"other.json#/A"}}}');
    rejects(
      () => analyseText(text),
      'external $ref "other.json#/A" cannot be resolved: the document came without its files',
    );
  });

  it('rejects a missing external file', () => {
    const text = minimal(',"components":{"schemas":{"A":{"$ref":"missing.json#/A"}}}');
    rejects(() => analyseText(text, fixtures), 'external $ref "missing.json#/A": file not found');
  });

  it('rejects a reference cycle that runs through other files', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-cycle-'));
    fs.writeFileSync(path.join(dir, 'a.yaml'), 'A:\n  $ref: "b.yaml#/B"\n');
    fs.writeFileSync(path.join(dir, 'b.yaml'), 'B:\n  $ref: "a.yaml#/A"\n');
    const text = minimal(',"components":{"schemas":{"X":{"$ref":"a.yaml#/A"}}}');
    try {
      rejects(
        () => analyseText(text, dir),
        /^reference cycle: #\/components\/schemas\/X → #\/components\/schemas\/X/,
      );
    } finally {
      fs.rmSync(dir, { recursive: true });
    }
  });

  it('does not fetch remote $refs but notes them', () => {
    const text = minimal(',"components":{"schemas":{"A":{"$ref":"https://example.com/a.json"}}}');
    expect(analyseText(text).api.warnings).toEqual([
      'remote $ref "https://example.com/a.json" at #/components/schemas/A was not fetched',
    ]);
  });
});

describe('analyseDocument normalisation', () => {
  it('strips control characters and falls back to the file name for an empty title', () => {
    const doc = analyseText(
      '{"openapi":"3.0.1","info":{"title":"","version":"2","description":"a\\u0000b\\u001bc\\nd"},"paths":{"/p":{"get":{}}}}',
    );
    expect(doc.api.name).toBe('doc');
    expect(doc.api.description).toBe('abc\nd');
    expect(doc.api.operations).toEqual([{ name: 'GET /p', description: '', uri: '/p', behaviour: 'GET' }]);
  });

  it('treats a JSON document as JSON even with a .yaml name and reads YAML numbers as versions', () => {
    const doc = analyseText('openapi: 3.0.2\ninfo:\n  title: Numbers\n  version: 2\npaths: {}\n');
    expect(doc.format).toBe('yaml');
    expect(doc.api.version).toBe('2');
  });
});
