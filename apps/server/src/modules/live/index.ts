/** The live module's interface to other modules (they import nothing else of it). */
export { publishLive } from './service.ts';
