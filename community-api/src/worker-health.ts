// The worker's container health check: `node community-api/dist/worker-health.js` (exit 0 = healthy).
import { isHeartbeatFresh, WORKER_HEARTBEAT_FILE } from './lib/heartbeat.js';

process.exit(isHeartbeatFresh(WORKER_HEARTBEAT_FILE) ? 0 : 1);
