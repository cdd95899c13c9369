// The tests' own config module: the only place in test/ that reads the environment.
const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** A server where test databases may be created (README: TEST_DATABASE_URL, else DATABASE_URL). */
export function testAdminUrl(): string {
  return process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || DEFAULT_ADMIN_URL;
}
