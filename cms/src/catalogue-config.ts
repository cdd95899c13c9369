// The same collections, database and secret as payload.config.ts, without the admin's rich-text
// editing (see build-config.ts): the library writes the markdown itself. Used by getCatalogue().
import { buildCmsConfigFromEnv } from './build-config.js';

export default buildCmsConfigFromEnv();
