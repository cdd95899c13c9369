/** Injected wherever time decides an outcome (token expiry, session timeouts), so tests can move it. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
