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

  it('refuses a route declared twice', () => {
    const once = route({ method: 'GET', path: '/z', access: 'public', summary: 'z', handler: answer });
    expect(() => mountRoutes([once, once])).toThrow('GET /z is declared twice');
  });
});
