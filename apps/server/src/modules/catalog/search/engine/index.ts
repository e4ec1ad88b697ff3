/**
 * The search engine: an in-memory index of the catalogue (bit sets per filter value, packed strings,
 * a text index) built on a worker thread for large catalogues and patched by deltas. The rest of
 * the server uses only what this file exports.
 */

export type { Bits } from './bitset.ts';
export { andBits, hasBit } from './bitset.ts';
export type { IndexData } from './index-builder.ts';
export { IndexBuilder, vectorsStep } from './index-builder.ts';
export { applyDelta } from './index-delta.ts';
export type { BuildSink } from './index-worker-client.ts';
export { WorkerUnavailable, workerSink } from './index-worker-client.ts';
export { PagePacer } from './page-pacer.ts';
export type { TextHits } from './search-index.ts';
export { SearchIndex } from './search-index.ts';
export type { TextWord } from './text-index.ts';
export { TextIndex } from './text-index.ts';
export type { TextState } from './text-state.ts';
