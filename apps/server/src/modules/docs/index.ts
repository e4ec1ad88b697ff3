/** The docs module's interface to other modules (they import nothing else of it). */

export type { CompiledDocument } from './mock/compiled-document.ts';
export { buildSampleRequest } from './mock/sample-request.ts';
export { loadCompiled } from './mock/service.ts';
export type { OperationSpec, SchemaRef } from './operations.ts';
export { runTry, tryGuard } from './proxy/try-service.ts';
export { findItemKind, findOverride } from './repository.ts';
export { declaredServers } from './servers.ts';
export { getInteractiveDocsConfig } from './service.ts';
