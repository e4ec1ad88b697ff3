/** The notices module's interface to other modules (they import nothing else of it). */
export { postItemNotice } from './service.ts';
