import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` uses this (offline); migrations are applied by `npm run migrate`.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
  schemaFilter: ['community'],
  migrations: { schema: 'community', table: '__drizzle_migrations' },
});
