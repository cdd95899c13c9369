// What the orchestrator (scripts/start.ts) and the tests use: the gateway as an Express app, and
// how to start and stop it. The standalone process is `./server` (src/server.ts).
export { createGateway, type GatewayOptions } from './gateway.js';
export { close, listen } from './listen.js';
