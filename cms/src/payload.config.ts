// The config of the admin (Next) and the payload CLI, with the rich-text editor of the markdown
// texts (decision 124). The catalogue library's Payload uses catalogue-config.ts, without it.
import { buildCmsConfigFromEnv } from './build-config.js';
import { markdownRichText } from './rich-text/index.js';

export default buildCmsConfigFromEnv({ richText: markdownRichText });
