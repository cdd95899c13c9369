import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { mountRoutes, route, type Route } from './route.js';

const answer = () => undefined;

describe('route declarations', () => {
  it('refuses to mount a route without an access rule', () => {
    // @ts-expect-error: a declaration must say who may call it
    const undeclared = route({ method: 'GET', path: '/x', summary: 'x', answers: 'no-content', handler: answer });
    expect(() => mountRoutes([undeclared])).toThrow('GET /x has no access rule');
    const unknown = { ...route({ method: 'GET', path: '/y', access: 'public', summary: 'y', answers: 'no-content', handler: answer }), access: 'nobody' } as unknown as Route;
    expect(() => mountRoutes([unknown])).toThrow('GET /y has no access rule');
  });

  it('types the member as present on every route that is not public', () => {
    const signedIn = route({ method: 'GET', path: '/me', access: 'signed-in', summary: 'me', response: z.string(), handler: ({ user }) => user.id });
    // @ts-expect-error: a public route may be called anonymously, so its user may be undefined
    const open = route({ method: 'GET', path: '/anyone', access: 'public', summary: 'anyone', response: z.string(), handler: ({ user }) => user.id });
    expect(mountRoutes([signedIn, open]).stack).toHaveLength(2);
  });

  it('makes every route say what it answers: a response schema or an answer without an envelope', () => {
    // @ts-expect-error: without a response schema /api/docs could not describe the answer
    const silent = route({ method: 'GET', path: '/s', access: 'public', summary: 's', handler: answer });
    // @ts-expect-error: a route answers one way, not two
    const both = route({ method: 'GET', path: '/b', access: 'public', summary: 'b', response: z.string(), answers: 'redirect', handler: answer });
    expect([silent.response, both.answers]).toEqual([undefined, 'redirect']);
  });

  it('refuses a route declared twice', () => {
    const once = route({ method: 'GET', path: '/z', access: 'public', summary: 'z', answers: 'no-content', handler: answer });
    expect(() => mountRoutes([once, once])).toThrow('GET /z is declared twice');
  });
});
