/** The runtime module's interface to other modules (they import nothing else of it). */
export type { RuntimeContext } from './context.ts';
export { getItemRuntime } from './service.ts';
export { tryKeyRefusal } from './subscriptions/try-gate.ts';
export { recordTryCall } from './usage/service.ts';
