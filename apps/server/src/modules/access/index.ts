/** The access module's interface to other modules (they import nothing else of it). */
export { onAccessDecided, onAccessDecision } from './decision-hooks.ts';
export { hasGrant, listGrantsForUser, revokeGrant } from './grants.ts';
export { submitAccessRequest } from './requests/service.ts';
