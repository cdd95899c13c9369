import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { defaultedField, optionalField } from './optional-field.js';

const schema = z.object({ name: optionalField(z.string().trim().min(1)), status: defaultedField(z.enum(['a', 'b']), 'a') });

describe('optional request fields', () => {
  it.each([{}, { name: undefined }, { name: null }])('reads %j as no name', (input) => {
    const parsed = schema.parse(input);
    expect(parsed.name).toBeUndefined();
  });

  it.each([{}, { status: undefined }, { status: null }])('gives %j the default', (input) => {
    expect(schema.parse(input).status).toBe('a');
  });

  it('still validates a value that is given', () => {
    expect(schema.parse({ name: ' x ', status: 'b' })).toEqual({ name: 'x', status: 'b' });
    expect(schema.safeParse({ name: '' }).success).toBe(false);
    expect(schema.safeParse({ status: 'c' }).success).toBe(false);
  });

  it('keeps the key optional in the parsed type', () => {
    expectTypeOf<z.output<typeof schema>>().toEqualTypeOf<{ name?: string | undefined; status: 'a' | 'b' }>();
  });
});
