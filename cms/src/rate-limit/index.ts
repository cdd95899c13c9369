// What the community API and the admin share to limit requests per client.
export { createLimiter, type CounterStore, type Limit } from './counter.js';
export { parseTrustProxy, type TrustProxy } from './trust-proxy.js';
