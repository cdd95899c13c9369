// The gateway alone, for deployments where the services run as separate processes or containers
// (the compose file's `web` service). `npm start` runs the same gateway inside its orchestrator (scripts/start.ts).
import { loadGatewayConfig } from './config.js';
import { createGateway } from './gateway.js';
import { close, listen } from './listen.js';

// Plain prefixed lines, as the orchestrator's: `[gateway] …`.
const log = {
  info: (message: string) => console.log(`[gateway] ${message}`),
  warn: (message: string) => console.warn(`[gateway] ${message}`),
};

const config = loadGatewayConfig();
const server = await listen(
  createGateway({
    cmsUrl: config.cmsUrl,
    apiUrl: config.apiUrl,
    staticDir: config.staticDir,
    publicUrl: config.publicUrl,
    onError: (message) => log.warn(message),
  }),
  config.port,
  config.host,
);
log.info(`listening on ${config.host}:${config.port}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void close(server).then(() => process.exit(0));
  });
}
