/** The usage module's interface to other modules (they import nothing else of it). */
export { recordUsage } from './record.ts';
