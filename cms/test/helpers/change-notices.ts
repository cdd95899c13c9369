import pg from 'pg';

import { CATALOGUE_CHANGED_CHANNEL } from '../../src/catalogue/index.js';

/** Collects the catalogue's change notices (decision 086) on `databaseUrl` until `close()`. */
export async function listenToCatalogueChanges(databaseUrl: string): Promise<{ notices: string[]; close: () => Promise<void> }> {
  const listener = new pg.Client({ connectionString: databaseUrl });
  await listener.connect();
  const notices: string[] = [];
  listener.on('notification', (message) => notices.push(message.payload ?? ''));
  await listener.query(`listen ${CATALOGUE_CHANGED_CHANNEL}`);
  return { notices, close: () => listener.end() };
}
