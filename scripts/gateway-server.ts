// The gateway alone, for deployments where the services run as separate processes or containers
// (the compose file's `web` service). `npm start` runs the same gateway in process.
import { join } from 'node:path';
import { loadConfig } from './lib/config.js';
import { close, createGateway, listen } from './lib/gateway.js';
import { createLogger } from './lib/log.js';

const log = createLogger('gateway');
const config = loadConfig();
const staticDir = join(config.rootDir, 'frontend', 'dist');
const server = await listen(
  createGateway({
    cmsUrl: config.CMS_UPSTREAM ?? `http://127.0.0.1:${config.CMS_PORT}`,
    apiUrl: config.API_UPSTREAM ?? `http://127.0.0.1:${config.API_PORT}`,
    staticDir,
    publicUrl: config.publicUrl,
    onError: (message) => log.warn(message),
  }),
  config.PORT,
  config.GATEWAY_HOST,
);
log.info(`listening on ${config.GATEWAY_HOST}:${config.PORT}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void close(server).then(() => process.exit(0));
  });
}
