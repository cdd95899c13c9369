import { describe, expect, it } from 'vitest';
import { mountRoutes, route, type Route } from './route.js';

const answer = () => undefined;

describe('route declarations', () => {
  it('refuses to mount a route without an access rule', () => {
    // @ts-expect-error: a declaration must say who may call it
    const undeclared = route({ method: 'GET', path: '/x', summary: 'x', handler: answer });
    expect(() => mountRoutes([undeclared])).toThrow('GET /x has no access rule');
    const unknown = { ...route({ method: 'GET', path: '/y', access: 'public', summary: 'y', handler: answer }), access: 'nobody' } as unknown as Route;
    expect(() => mountRoutes([unknown])).toThrow('GET /y has no access rule');
  });

  it('types the member as present on every route that is not public', () => {
    const signedIn = route({ method: 'GET', path: '/me', access: 'signed-in', summary: 'me', handler: ({ user }) => user.id });
    // @ts-expect-error: a public route may be called anonymously, so its user may be undefined
    const open = route({ method: 'GET', path: '/anyone', access: 'public', summary: 'anyone', handler: ({ user }) => user.id });
    expect(mountRoutes([signedIn, open]).stack).toHaveLength(2);
  });

  it('refuses a route declared twice', () => {
    const once = route({ method: 'GET', path: '/z', access: 'public', summary: 'z', handler: answer });
    expect(() => mountRoutes([once, once])).toThrow('GET /z is declared twice');
  });
});
