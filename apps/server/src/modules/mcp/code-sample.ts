/**
 * Code samples for one request (built by the docs module from the document's examples and schemas):
 * curl, JavaScript (fetch) and Python (requests). The API key is a placeholder: agents never get a
 * secret in a sample.
 */
export const SAMPLE_LANGUAGES = ['curl', 'javascript', 'python'] as const;
export type SampleLanguage = (typeof SAMPLE_LANGUAGES)[number];

export interface SampleInput {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

const shellQuote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

export function codeSample(language: SampleLanguage, r: SampleInput): string {
  const headers = Object.entries(r.headers);
  if (language === 'curl') {
    const lines = [`curl -X ${r.method} ${shellQuote(r.url)}`];
    for (const [k, v] of headers) lines.push(`  -H ${shellQuote(`${k}: ${v}`)}`);
    if (r.body !== undefined) lines.push(`  --data ${shellQuote(r.body)}`);
    return lines.join(' \\\n');
  }
  if (language === 'javascript') {
    const init: string[] = [`  method: ${JSON.stringify(r.method)},`];
    if (headers.length)
      init.push(`  headers: ${JSON.stringify(Object.fromEntries(headers), null, 2).replace(/\n/g, '\n  ')},`);
    if (r.body !== undefined) init.push(`  body: ${JSON.stringify(r.body)},`);
    return [
      `const response = await fetch(${JSON.stringify(r.url)}, {`,
      ...init,
      '});',
      'console.log(response.status, await response.text());',
    ].join('\n');
  }
  const args = [`    ${JSON.stringify(r.method)},`, `    ${JSON.stringify(r.url)},`];
  if (headers.length) args.push(`    headers=${JSON.stringify(Object.fromEntries(headers))},`);
  if (r.body !== undefined) args.push(`    data=${JSON.stringify(r.body)},`);
  return [
    'import requests',
    '',
    'response = requests.request(',
    ...args,
    ')',
    'print(response.status_code, response.text)',
  ].join('\n');
}
