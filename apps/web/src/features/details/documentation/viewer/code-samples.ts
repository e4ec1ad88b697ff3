import { type BuiltRequest, fullUrl } from './try-request.ts';

/**
 * curl, JavaScript fetch and Python requests for the request Try would send. Hand-written: the
 * maintained snippet generators (httpsnippet and its forks) weigh more than this whole tab's budget.
 * Every value is quoted for its language, so keys, headers and bodies cannot break out.
 */
const shellQuote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
const jsString = (s: string) => JSON.stringify(s);
const pyString = (s: string) => JSON.stringify(s).replace(/\\u2028/g, '\\u2028');

export type SampleLanguage = 'curl' | 'javascript' | 'python';
export const SAMPLE_LANGUAGES: { id: SampleLanguage; label: string }[] = [
  { id: 'curl', label: 'curl' },
  { id: 'javascript', label: 'JavaScript (fetch)' },
  { id: 'python', label: 'Python (requests)' },
];

export function curlSample(base: string, req: BuiltRequest): string {
  const lines = [`curl -X ${req.method} ${shellQuote(fullUrl(base, req))}`];
  for (const [k, v] of Object.entries(req.headers)) lines.push(`  -H ${shellQuote(`${k}: ${v}`)}`);
  if (req.body !== undefined) lines.push(`  --data-raw ${shellQuote(req.body)}`);
  return lines.join(' \\\n');
}

export function fetchSample(base: string, req: BuiltRequest): string {
  const opts: string[] = [`  method: ${jsString(req.method)},`];
  const headers = Object.entries(req.headers);
  if (headers.length) {
    opts.push('  headers: {');
    for (const [k, v] of headers) opts.push(`    ${jsString(k)}: ${jsString(v)},`);
    opts.push('  },');
  }
  if (req.body !== undefined) opts.push(`  body: ${jsString(req.body)},`);
  return [
    `const response = await fetch(${jsString(fullUrl(base, req))}, {`,
    ...opts,
    '});',
    'console.log(response.status, await response.text());',
  ].join('\n');
}

export function pythonSample(base: string, req: BuiltRequest): string {
  const lines = ['import requests', ''];
  const args = [`    ${pyString(req.method)},`, `    ${pyString(fullUrl(base, req))},`];
  const headers = Object.entries(req.headers);
  if (headers.length) {
    args.push('    headers={');
    for (const [k, v] of headers) args.push(`        ${pyString(k)}: ${pyString(v)},`);
    args.push('    },');
  }
  if (req.body !== undefined) args.push(`    data=${pyString(req.body)}.encode("utf-8"),`);
  lines.push('response = requests.request(', ...args, ')', 'print(response.status_code, response.text)');
  return lines.join('\n');
}

export function codeSample(lang: SampleLanguage, base: string, req: BuiltRequest): string {
  if (lang === 'curl') return curlSample(base, req);
  if (lang === 'javascript') return fetchSample(base, req);
  return pythonSample(base, req);
}
