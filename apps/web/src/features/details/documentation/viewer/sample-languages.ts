/**
 * The languages the code samples offer, as httpsnippet targets. Kept apart from the generator so the
 * picker renders at once while the generator's chunk (snippets.ts) loads on first use.
 */
export const SAMPLE_LANGUAGES = [
  { id: 'curl', label: 'curl', target: 'shell', client: 'curl' },
  { id: 'javascript', label: 'JavaScript (fetch)', target: 'javascript', client: 'fetch' },
  { id: 'node', label: 'Node.js (fetch)', target: 'node', client: 'fetch' },
  { id: 'python', label: 'Python (requests)', target: 'python', client: 'requests' },
  { id: 'go', label: 'Go', target: 'go', client: 'native' },
  { id: 'java', label: 'Java (HttpClient)', target: 'java', client: 'nethttp' },
  { id: 'csharp', label: 'C# (HttpClient)', target: 'csharp', client: 'httpclient' },
  { id: 'php', label: 'PHP (cURL)', target: 'php', client: 'curl' },
  { id: 'ruby', label: 'Ruby', target: 'ruby', client: 'native' },
  { id: 'swift', label: 'Swift (URLSession)', target: 'swift', client: 'urlsession' },
  { id: 'kotlin', label: 'Kotlin (OkHttp)', target: 'kotlin', client: 'okhttp' },
] as const;

export type SampleLanguage = (typeof SAMPLE_LANGUAGES)[number]['id'];
