/**
 * The source of a worker thread (`new Worker(source, { eval: true })`) that loads a TypeScript
 * module. Worker threads do not inherit tsx's loader, so the worker registers it itself before
 * importing `entry`. Throws where tsx cannot be found (callers then work on their own thread).
 */
export function tsWorkerSource(entry: URL): string {
  const tsx = import.meta.resolve('tsx/esm/api');
  return `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(entry.href)}); });`;
}
