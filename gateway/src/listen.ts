import type { Server } from 'node:http';
import { answerUnparsableRequests } from '@starshelf/community-api/client-error';
import type { Express } from 'express';

/** Requests Node refuses before routing (a query string over 16 KB, say) get the API's error envelope. */
export function listen(app: Express, port: number, host?: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const done = (error?: Error) => (error ? reject(error) : resolve(server));
    const server = host === undefined ? app.listen(port, done) : app.listen(port, host, done);
    answerUnparsableRequests(server);
    server.on('error', reject);
  });
}

/** Stops accepting, and ends the connections kept open (browsers' and the proxies' own). */
export function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
