// The config of the admin (Next) and the payload CLI. Plain-Node consumers use catalogue-config.ts.
import { lexicalEditor } from '@payloadcms/richtext-lexical';

import { buildCmsConfigFromEnv } from './build-config.js';

export default buildCmsConfigFromEnv({ editor: lexicalEditor() });
