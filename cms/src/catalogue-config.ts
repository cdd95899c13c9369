// The same collections, database and secret as payload.config.ts, without the admin's lexical
// editor, which plain Node 20 cannot import (see build-config.ts). Used by getCatalogue().
import { buildCmsConfig } from './build-config.js';
import { cmsEnv } from './env.js';

const env = cmsEnv();

export default buildCmsConfig({
  databaseUrl: env.databaseUrl,
  secret: env.secret,
  isPushEnabled: env.isPushEnabled,
  mediaDir: env.mediaDir,
  smtp: env.smtp,
});
