import { Router } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, hasRole, ok, type Role } from '@starshelf/contract';
import { requireRole } from '../src/http/guards.js';
import type { Access } from '../src/http/access.js';
import type { Route } from '../src/http/route.js';
import { signedInAgent } from './support/members.js';
import { startTestApp, type TestAgent, type TestApp } from './support/test-app.js';
import { createCatalogueDatabase } from './support/test-catalogue.js';
import type { TestDatabase } from './support/test-database.js';

type Caller = 'anonymous' | Role;
const CALLERS: Caller[] = ['anonymous', ...ROLES];

/** What the table promises: 401 for anonymous on a guarded row, 403 below the role, else through. */
function expected(access: Access, caller: Caller): 'UNAUTHENTICATED' | 'FORBIDDEN' | 'allowed' {
  if (access === 'public') return 'allowed';
  if (caller === 'anonymous') return 'UNAUTHENTICATED';
  if (access === 'signed-in') return 'allowed';
  return hasRole({ role: caller }, access) ? 'allowed' : 'FORBIDDEN';
}

function probeRouter(): Router {
  const router = Router();
  for (const role of ROLES) router.get(`/_probe/${role}`, requireRole(role), (_req, res) => void res.json(ok({ role })));
  return router;
}

// The cases are generated from the app's own route list, so the app starts while the file is collected.
// Both schemas: the catalogue routes reach the catalogue once the guard lets them through.
const database: TestDatabase = await createCatalogueDatabase();
const app: TestApp = await startTestApp({ databaseUrl: database.url, extraRoutes: [probeRouter()] });
const ROUTES: readonly Route[] = app.routes;

describe('authorisation matrix (generated from the declared routes)', () => {
  const clients = new Map<Caller, TestAgent>();

  beforeAll(async () => {
    clients.set('anonymous', app.agent());
    for (const role of ROLES) clients.set(role, (await signedInAgent(app, role)).agent);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const call = (client: TestAgent, row: Route) => {
    // Path parameters get a harmless value; the guard runs before any lookup.
    const path = `/api${row.path.replace(/:\w+/g, '1')}`;
    const method = row.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    // GET /api/logout would end the shared session, so its row is checked without following it.
    return client[method](path).redirects(0).send(method === 'get' ? undefined : {});
  };

  const cases = ROUTES.filter((row) => !(row.method === 'GET' && row.path === '/logout')).flatMap((row) =>
    // Signing out would end the shared session of that caller, so it is run last per caller below.
    row.path === '/auth/logout' ? [] : CALLERS.map((caller) => [row, caller] as const),
  );

  it.each(cases.map(([row, caller]) => [`${row.method} ${row.path}`, caller, row.access, row] as const))(
    '%s as %s (access %s)',
    async (_name, caller, access, row) => {
      const response = await call(clients.get(caller)!, row);
      const outcome = expected(access, caller);
      expect(response.status).toBeLessThan(500);
      if (outcome === 'allowed') {
        expect(response.status).not.toBe(401);
        expect(['UNAUTHENTICATED', 'FORBIDDEN']).not.toContain(response.body?.error?.code);
      } else {
        expect(response.status).toBe(outcome === 'UNAUTHENTICATED' ? 401 : 403);
        expect(response.body.error.code).toBe(outcome);
      }
    },
  );

  it.each(ROLES.flatMap((required) => CALLERS.map((caller) => [required, caller] as const)))(
    'requireRole(%s) as %s',
    async (required, caller) => {
      const response = await clients.get(caller)!.get(`/api/_probe/${required}`);
      const outcome = expected(required, caller);
      expect(response.status).toBe(outcome === 'allowed' ? 200 : outcome === 'UNAUTHENTICATED' ? 401 : 403);
    },
  );

  it('declares each route once and every declared route is mounted', async () => {
    const keys = ROUTES.map((row) => `${row.method} ${row.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    const superUser = (await signedInAgent(app, 'SUPER_USER')).agent;
    for (const row of ROUTES) {
      const response = await call(superUser, row);
      // A catalogue row may answer 404 for item 1 (the matrix creates no fixtures), but never
      // the unknown-route 404.
      expect(String(response.body?.error?.message ?? ''), `${row.method} ${row.path}`).not.toMatch(/^No route for/);
    }
  });
});
