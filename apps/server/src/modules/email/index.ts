/** The email module's interface to other modules (they import nothing else of it). */
export { enqueueEmail } from './outbox.ts';
export { clearBounce, listEmailWatchers } from './repository.ts';
export { escapeHtml } from './templates.ts';
