/** The docs module's interface to other modules (they import nothing else of it). */
export { findItemKind, findOverride } from './repository.ts';
