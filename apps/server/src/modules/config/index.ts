/** The config module's interface to other modules (they import nothing else of it). */
export { getSetting } from './repository.ts';
export { getBranding, getCustomerConfig } from './service.ts';
