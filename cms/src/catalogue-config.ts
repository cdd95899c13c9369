// The same collections, database and secret as payload.config.ts, without the admin's lexical
// editor, which plain Node 20 cannot import (see build-config.ts). Used by getCatalogue().
import { buildCmsConfigFromEnv } from './build-config.js';

export default buildCmsConfigFromEnv();
