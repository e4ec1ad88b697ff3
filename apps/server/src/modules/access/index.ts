/** The access module's interface to other modules (they import nothing else of it). */
export { onAccessDecision } from './decision-hooks.ts';
export { listGrantsForUser } from './grants.ts';
export { submitAccessRequest } from './requests/service.ts';
