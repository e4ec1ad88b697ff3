/** The catalog module's interface to other modules (they import nothing else of it). */

export { touchItem } from './content/repository.ts';
export { asBuffer, contentDisposition, documentFilename } from './details/download.ts';
export { itemExists } from './details/repository.ts';
export { loadSharedItemDetails } from './details/service.ts';
export { analyseAnyDocument, analyseDocument } from './import/analyse-document.ts';
export { importDocument } from './import/import-document.ts';
export { ImportRejected } from './import/import-rejected.ts';
export { importLimits } from './import/limits.ts';
export { fetchDocumentFromUrl } from './import/provider-service.ts';
export { searchCatalog } from './search/service.ts';
export { loadCardBases, withFlags } from './summary/repository.ts';
export { getTaxonomyData } from './taxonomies/service.ts';
