import { withArea } from '../lib/i18n/areas.ts';

/**
 * The route modules the entry may start loading before the router asks for them (early-start.ts);
 * routes.tsx and features/details/routes.tsx load the same modules through these, so each is one
 * import site (one chunk list in the entry).
 */
export const loadLandingRoute = () => import('../features/landing/route.tsx');
export const loadCatalogueRoute = () => import('../features/catalog/catalog-route.tsx');

/** A module load made once and remembered: `loaded()` is the module once it has arrived. */
export interface ModuleLoad<T> {
  (): Promise<T>;
  /** Starts the load ahead of the router (the entry's early start, see early-start.ts). */
  early(): Promise<T>;
  /** Whether early() started it (a render may wait for it without suspending, see earlyRoute). */
  startedEarly(): boolean;
  /** The module, once it has arrived; undefined before (or after a failure, which a call retries). */
  loaded(): T | undefined;
}

export function moduleLoad<T>(load: () => Promise<T>): ModuleLoad<T> {
  let loading: Promise<T> | undefined;
  let module: T | undefined;
  let early = false;
  const run = () =>
    (loading ??= load().then(
      (m) => {
        module = m;
        return m;
      },
      (error: unknown) => {
        loading = undefined;
        early = false;
        throw error;
      },
    ));
  return Object.assign(run, {
    early: () => {
      const started = run();
      early = true;
      return started;
    },
    startedEarly: () => early && module === undefined && loading !== undefined,
    loaded: () => module,
  });
}

/**
 * The details page and its About tab: remembered, so a page whose code the early start has loaded
 * renders without suspending (see features/details/early-route.tsx).
 */
// The details page's texts (area det) load beside its code: the shared catalogue, which every first
// page pays for, holds only the shell and the first screens.
export const loadDetailsRoute = moduleLoad(withArea('det', () => import('../features/details/route.tsx')));
export const loadDetailsAboutTab = moduleLoad(() => import('../features/details/about/about-tab.tsx'));
