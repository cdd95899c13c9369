// Throw-away: the community API may use the catalogue module, not Payload or the seeder.
export type { Payload } from 'payload';
export { importCatalogue } from '@starshelf/seed';
