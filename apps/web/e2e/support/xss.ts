import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The vendored corpus (see the header of xss-payloads.txt for its source and licence). */
export function loadPayloads(): string[] {
  return fs
    .readFileSync(path.join(here, 'xss-payloads.txt'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('# '));
}

/**
 * Any way a payload can run ends in the sentinel: alert, confirm, prompt and print (what the corpus
 * calls, however obfuscated) record a hit in every frame before any page script runs, and so does
 * window.__xss. Dialogs that still open are counted by `watchPage`.
 */
const SENTINEL = `(() => {
  const hits = [];
  Object.defineProperty(window, '__xssHits', { value: hits });
  const record = (how) => function (...args) { hits.push(how + '(' + String(args[0]).slice(0, 80) + ')'); };
  for (const name of ['alert', 'confirm', 'prompt', 'print']) window[name] = record(name);
  window.__xss = record('__xss');
})();`;

export interface Watch {
  dialogs: string[];
  foreignRequests: string[];
}

/** Installs the sentinel and listens for dialogs and for scripts, frames or styles from other hosts. */
export async function watchPage(page: Page, allowedOrigin: string): Promise<Watch> {
  const watch: Watch = { dialogs: [], foreignRequests: [] };
  await page.addInitScript(SENTINEL);
  page.on('dialog', (dialog) => {
    watch.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => {});
  });
  page.on('request', (request) => {
    const url = request.url();
    const kind = request.resourceType();
    if (url.startsWith(allowedOrigin) || url.startsWith('data:image') || kind === 'image') return;
    watch.foreignRequests.push(`${kind} ${url.slice(0, 120)}`);
  });
  return watch;
}

export interface ScreenFindings {
  hits: string[];
  badLinks: string[];
  handlers: string[];
  activeElements: string[];
}

/**
 * What the screen holds that it must not: sentinel hits (in any frame), links or sources with a
 * javascript:, data: or vbscript: URL, inline event-handler attributes, and active elements
 * (script, iframe, object, embed, frame, base, meta refresh) outside the document head.
 */
export async function inspectScreen(page: Page): Promise<ScreenFindings> {
  const hits: string[] = [];
  for (const frame of page.frames()) {
    const frameHits = await frame
      .evaluate(() => (window as unknown as { __xssHits?: string[] }).__xssHits ?? [])
      .catch(() => [] as string[]);
    hits.push(...frameHits);
  }
  const dom = await page.evaluate(() => {
    const bad = /^\s*(javascript|data|vbscript):/i;
    const badLinks: string[] = [];
    for (const el of document.querySelectorAll('[href], [src], [action], [formaction], [xlink\\:href]')) {
      for (const attr of ['href', 'src', 'action', 'formaction', 'xlink:href']) {
        const value = el.getAttribute(attr);
        if (value !== null && bad.test(value))
          badLinks.push(`<${el.tagName.toLowerCase()} ${attr}="${value}">`);
      }
    }
    const handlers: string[] = [];
    for (const el of document.body.querySelectorAll('*'))
      for (const attr of el.attributes)
        if (/^on/i.test(attr.name)) handlers.push(`<${el.tagName.toLowerCase()} ${attr.name}>`);
    const activeElements = [
      ...document.body.querySelectorAll('script, iframe, object, embed, frame, frameset, base, meta, link'),
    ].map((el) => el.outerHTML.slice(0, 120));
    return { badLinks, handlers, activeElements };
  });
  return { hits, ...dom };
}
