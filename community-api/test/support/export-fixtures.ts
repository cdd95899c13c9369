import { readFileSync } from 'node:fs';

/** The bytes of an export file in test/fixtures/, written by hand in the shape the services (and spreadsheets) write. */
export const exportFixture = (name: string): Buffer => readFileSync(new URL(`../fixtures/${name}`, import.meta.url));
