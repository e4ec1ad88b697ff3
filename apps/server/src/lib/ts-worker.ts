/**
 * The source of a worker thread (`new Worker(source, { eval: true })`) that loads the module `entry`
 * (a `.ts` URL beside the caller: `new URL('./x-worker.ts', import.meta.url)`).
 *
 * Run as compiled JavaScript (`npm start`: apps/server/dist, where this file is `ts-worker.js` and
 * every source file has a `.js` sibling in the same place), the worker imports the compiled `.js`
 * entry with plain node. Run as TypeScript (tsx in development, vitest), worker threads do not
 * inherit tsx's loader, so the worker registers it itself before importing `entry`; this throws
 * where tsx cannot be found (callers then work on their own thread).
 */
export function tsWorkerSource(entry: URL): string {
  if (import.meta.url.endsWith('.js')) {
    const compiled = new URL(entry.href.replace(/\.ts$/, '.js'));
    return `import(${JSON.stringify(compiled.href)});`;
  }
  const tsx = import.meta.resolve('tsx/esm/api');
  return `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(entry.href)}); });`;
}
