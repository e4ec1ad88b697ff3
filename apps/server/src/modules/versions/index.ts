/** The versions module's interface to other modules (they import nothing else of it). */
export {
  findVersionDocument,
  findVersionSha,
  getChangelog,
  lifecycleHeaders,
  listVersions,
} from './service.ts';

/** The version a mock request names (header Storefront-Api-Version), if any. */
export function versionOf(headers: Record<string, string | string[] | undefined>): string | undefined {
  const v = headers['storefront-api-version'];
  return typeof v === 'string' && v.length > 0 && v.length <= 100 ? v : undefined;
}
