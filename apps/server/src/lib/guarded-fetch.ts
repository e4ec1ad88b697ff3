import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { type AddressCheck, isBlockedAddress } from './address-policy.ts';

export class ProxyRefused extends Error {}

export interface GuardOptions {
  /** Which resolved addresses are refused (tests pass a variant for their fake public host). */
  isBlocked?: AddressCheck;
  lookup?: typeof dns.lookup;
  timeoutMs?: number;
  maxResponseBytes?: number;
  maxRedirects?: number;
}

export interface GuardedResponse {
  status: number;
  statusText: string;
  headers: Record<string, string>;
  body: Buffer;
  truncated: boolean;
  url: string;
}

export interface OutgoingRequest {
  method: string;
  headers: Record<string, string>;
  body?: Buffer;
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | dns.LookupAddress[],
  family?: number,
) => void;

/** A lookup that resolves every address of a name and refuses the name if any is blocked. */
function guardedLookup(check: AddressCheck, base: typeof dns.lookup) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback) => {
    base(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '');
      const list = addresses as unknown as dns.LookupAddress[];
      const bad = list.find((a) => check(a.address, hostname));
      if (bad || list.length === 0) {
        return callback(
          new ProxyRefused(`${hostname} resolves to a refused address (${bad?.address ?? 'none'})`),
          '',
        );
      }
      if (options.all) return callback(null, list);
      return callback(null, list[0].address, list[0].family);
    });
  };
}

/** Checks a URL before connecting: http(s) only, no credentials, and no refused IP literal. */
export function checkTarget(url: URL, check: AddressCheck = isBlockedAddress) {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new ProxyRefused(`${url.protocol} URLs are refused`);
  if (url.username || url.password) throw new ProxyRefused('URLs with credentials are refused');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host) && check(host, host)) throw new ProxyRefused(`the address ${host} is refused`);
}

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
  'cookie',
  'forwarded',
]);

export function cleanOutgoingHeaders(headers: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers)) {
    const name = k.toLowerCase();
    if (HOP_BY_HOP.has(name) || name.startsWith('x-forwarded-') || name.startsWith('proxy-')) continue;
    if (!/^[!#$%&'*+.^_`|~0-9a-z-]+$/.test(name) || /[\r\n\0]/.test(v)) continue;
    out[name] = v;
  }
  return out;
}

function once(
  url: URL,
  req: OutgoingRequest,
  opts: Required<GuardOptions>,
  deadline: number,
): Promise<GuardedResponse> {
  checkTarget(url, opts.isBlocked);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const remaining = deadline - Date.now();
    if (remaining <= 0) return reject(new ProxyRefused('the time limit was reached'));
    // The socket timeout below only bounds idleness: a server trickling a byte a second would keep
    // it alive for ever. This timer bounds the whole exchange (connect, headers, body).
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(total);
      fn();
    };
    const total = setTimeout(() => {
      settle(() => reject(new ProxyRefused('the time limit was reached')));
      outgoing.destroy();
    }, remaining);
    const outgoing = client.request(
      url,
      {
        method: req.method,
        headers: { ...req.headers, ...(req.body ? { 'content-length': String(req.body.length) } : {}) },
        lookup: guardedLookup(opts.isBlocked, opts.lookup) as unknown as typeof dns.lookup,
        agent: false,
        timeout: remaining,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        let truncated = false;
        res.on('data', (chunk: Buffer) => {
          if (truncated) return;
          if (size + chunk.length > opts.maxResponseBytes) {
            chunks.push(chunk.subarray(0, opts.maxResponseBytes - size));
            size = opts.maxResponseBytes;
            truncated = true;
            res.destroy();
            finish();
            return;
          }
          chunks.push(chunk);
          size += chunk.length;
        });
        let done = false;
        const finish = () => {
          if (done) return;
          done = true;
          const headers: Record<string, string> = {};
          for (const [k, v] of Object.entries(res.headers)) {
            if (k === 'set-cookie' || v === undefined) continue;
            headers[k] = Array.isArray(v) ? v.join(', ') : v;
          }
          settle(() =>
            resolve({
              status: res.statusCode ?? 0,
              statusText: res.statusMessage ?? '',
              headers,
              body: Buffer.concat(chunks),
              truncated,
              url: url.href,
            }),
          );
        };
        res.on('end', finish);
        res.on('error', (err) => (done ? undefined : settle(() => reject(err))));
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new ProxyRefused('the time limit was reached')));
    outgoing.on('error', (err) => settle(() => reject(err)));
    outgoing.end(req.body);
  });
}

/**
 * One outgoing Try request with the SSRF guard applied before every connection, after DNS
 * resolution (the address connected to is the one checked) and again on every redirect.
 */
export async function guardedFetch(target: string, req: OutgoingRequest, options: GuardOptions = {}) {
  const opts: Required<GuardOptions> = {
    isBlocked: options.isBlocked ?? isBlockedAddress,
    lookup: options.lookup ?? dns.lookup,
    timeoutMs: options.timeoutMs ?? 10_000,
    maxResponseBytes: options.maxResponseBytes ?? 2 * 1024 * 1024,
    maxRedirects: options.maxRedirects ?? 5,
  };
  const deadline = Date.now() + opts.timeoutMs;
  let url = new URL(target);
  let current: OutgoingRequest = { ...req, headers: cleanOutgoingHeaders(req.headers) };
  for (let hop = 0; ; hop++) {
    const res = await once(url, current, opts, deadline);
    const location = res.headers.location;
    if (![301, 302, 303, 307, 308].includes(res.status) || !location) return res;
    if (hop >= opts.maxRedirects) throw new ProxyRefused('too many redirects');
    const next = new URL(location, url);
    // Credentials set for one host are not handed to another.
    const headers = { ...current.headers };
    if (next.origin !== url.origin) delete headers.authorization;
    const keepBody = res.status === 307 || res.status === 308;
    current = keepBody
      ? { ...current, headers }
      : { method: current.method === 'HEAD' ? 'HEAD' : 'GET', headers, body: undefined };
    url = next;
  }
}
