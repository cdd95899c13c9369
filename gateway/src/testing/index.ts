// Test tooling for the gateway's own suite and the whole-stack suites in e2e/: raw requests as an
// attacker writes them and a canary server nobody may reach.
export { type Canary, type CanaryHit, type RawAnswer, sendRaw, ssrfAttempts, startCanary } from './raw-http.js';
