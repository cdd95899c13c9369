import net, { type LookupFunction } from 'node:net';
import pg from 'pg';

import { patientLookup } from './patient-lookup.js';

/** A TCP socket for pg whose host name goes through `lookup`; pg calls `connect(port, host)`, or `connect(path)`. */
function socketWithLookup(lookup: LookupFunction): net.Socket {
  const socket = new net.Socket();
  const plainConnect = socket.connect.bind(socket) as (target: net.SocketConnectOpts | string) => net.Socket;
  const connect = (port: number | string, host?: string) =>
    typeof port === 'number' ? plainConnect({ port, host: host ?? 'localhost', lookup }) : plainConnect(port);
  return Object.assign(socket, { connect: connect as typeof socket.connect });
}

export type LookupRetryingPoolConfig = pg.PoolConfig & {
  lookupRetryDelaysMs?: readonly number[];
  lookupHedgeAfterMs?: number;
  /** Stands in for `dns.lookup` (tests). */
  lookup?: LookupFunction;
};

/**
 * A `pg.Pool` whose new connections survive a passing DNS fault (patient-lookup.ts): every connection's
 * socket looks the host up through `patientLookup`. Payload's adapter gets it through its `pg` option.
 */
export class LookupRetryingPool extends pg.Pool {
  constructor({ lookupRetryDelaysMs, lookupHedgeAfterMs, lookup, ...config }: LookupRetryingPoolConfig = {}) {
    const patient = patientLookup({ retryDelaysMs: lookupRetryDelaysMs, hedgeAfterMs: lookupHedgeAfterMs, lookup });
    super({ ...config, stream: () => socketWithLookup(patient) });
  }
}

/** The `pg` module as Payload's adapter takes it, with the retrying pool in place of its own. */
export const pgWithLookupRetries: typeof pg = { ...pg, Pool: LookupRetryingPool };
