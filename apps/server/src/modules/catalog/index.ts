/** The catalog module's interface to other modules (they import nothing else of it). */
export { itemExists } from './details/repository.ts';
export { loadCardBases, withFlags } from './summary/repository.ts';
