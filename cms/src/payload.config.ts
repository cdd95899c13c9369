// The config of the admin (Next) and the payload CLI. Plain-Node consumers use catalogue-config.ts.
import { lexicalEditor } from '@payloadcms/richtext-lexical';

import { buildCmsConfig } from './build-config.js';
import { cmsEnv } from './env.js';

const env = cmsEnv();

export default buildCmsConfig({
  databaseUrl: env.databaseUrl,
  secret: env.secret,
  isPushEnabled: env.isPushEnabled,
  mediaDir: env.mediaDir,
  smtp: env.smtp,
  editor: lexicalEditor(),
});
