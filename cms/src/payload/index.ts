// The entry '@starshelf/cms/payload': boots Payload in a process that needs it, above the catalogue
// library (@starshelf/cms/catalogue), which takes its database from the process (configureCatalogue).
export { buildCmsConfig, type CmsConfigOptions } from '../build-config.js';
export { payloadPool } from '../database/payload-adapter.js';
export { bootCatalogue, closeCatalogue, getCatalogue, migrateCatalogue } from './get-catalogue.js';
export { handleCmsRestRequest } from './rest-request.js';
