/** The users module's interface to other modules (they import nothing else of it). */
export { findUserById, recordBrowserLanguage, updateUserProfile } from './repository.ts';
