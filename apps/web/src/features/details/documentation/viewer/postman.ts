import { type LoadedDoc, operationDetail } from './doc-model.ts';
import type { OperationDetail, SecurityScheme } from './model.ts';

/**
 * A Postman collection (v2.1) of the document: one request per operation in folders by tag, with
 * `{{baseUrl}}` and the consumer's key as `{{apiKey}}` collection variables, so the key is set (or
 * changed) in one place. Built in the worker from the same operation details the viewer shows.
 */
export function postmanCollection(loaded: LoadedDoc, baseUrl: string, apiKey: string | null) {
  const folders = new Map<string, unknown[]>();
  for (const summary of loaded.index.operations) {
    const op = operationDetail(loaded, summary.id);
    const list = folders.get(summary.tag) ?? [];
    list.push(requestItem(op));
    folders.set(summary.tag, list);
  }
  return {
    info: {
      name: loaded.index.title,
      description: loaded.index.description,
      version: loaded.index.version,
      schema: 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json',
    },
    variable: [
      { key: 'baseUrl', value: baseUrl, type: 'string' },
      { key: 'apiKey', value: apiKey ?? '', type: 'secret' },
    ],
    item: [...folders].map(([name, item]) => ({ name, item })),
  };
}

function keyPlacement(scheme: SecurityScheme | undefined) {
  if (!scheme) return null;
  if (scheme.type === 'apiKey' && scheme.paramName)
    return scheme.in === 'query'
      ? { query: { key: scheme.paramName, value: '{{apiKey}}' } }
      : {
          header: {
            key: scheme.in === 'cookie' ? 'Cookie' : scheme.paramName,
            value: scheme.in === 'cookie' ? `${scheme.paramName}={{apiKey}}` : '{{apiKey}}',
          },
        };
  if (scheme.scheme === 'basic') return { header: { key: 'Authorization', value: 'Basic {{apiKey}}' } };
  return { header: { key: 'Authorization', value: 'Bearer {{apiKey}}' } };
}

function requestItem(op: OperationDetail) {
  const path = op.path.replace(/\{([^}]+)\}/g, ':$1');
  const header: { key: string; value: string; disabled?: boolean }[] = [];
  const query: { key: string; value: string; disabled?: boolean }[] = [];
  const variable: { key: string; value: string }[] = [];
  for (const p of op.parameters) {
    if (p.in === 'path') variable.push({ key: p.name, value: p.example });
    else if (p.in === 'query')
      query.push({ key: p.name, value: p.example, ...(p.required ? {} : { disabled: true }) });
    else if (p.in === 'header')
      header.push({ key: p.name, value: p.example, ...(p.required ? {} : { disabled: true }) });
  }
  const key = keyPlacement(op.security[0]);
  if (key?.header) header.push(key.header);
  if (key?.query) query.push(key.query);
  const media = op.requestBody?.media[0];
  if (media) header.push({ key: 'Content-Type', value: media.type });
  return {
    name: op.summary || `${op.method} ${op.path}`,
    request: {
      method: op.method,
      header,
      url: {
        raw: `{{baseUrl}}${path}`,
        host: ['{{baseUrl}}'],
        path: path.split('/').filter(Boolean),
        ...(query.length ? { query } : {}),
        ...(variable.length ? { variable } : {}),
      },
      ...(media ? { body: { mode: 'raw', raw: media.example } } : {}),
      ...(op.description ? { description: op.description } : {}),
    },
  };
}
