import { z } from 'zod';

// The CSV files say "unknown" with an empty field and "yes/no" with 1/0 (see seed/data/README.md).
// These builders turn the raw strings into typed values once, at the boundary.

const emptyToUndefined = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export const text = z.string().trim().min(1);
export const optionalText = z.preprocess(emptyToUndefined, z.string().trim().optional());

export const int = z.coerce.number().int();
export const id = z.coerce.number().int().positive();
export const optionalInt = z.preprocess(emptyToUndefined, z.coerce.number().int().optional());
export const optionalId = z.preprocess(emptyToUndefined, z.coerce.number().int().positive().optional());
export const optionalNumber = z.preprocess(emptyToUndefined, z.coerce.number().finite().optional());
export const count = z.preprocess(emptyToUndefined, z.coerce.number().int().nonnegative().default(0));

export const flag = z.enum(['0', '1']).transform((value) => value === '1');

/** Multi-valued text columns use " | " as separator. */
export const pipeList = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .optional()
    .transform((value) =>
      value === undefined
        ? []
        : value
            .split(' | ')
            .map((part) => part.trim())
            .filter((part) => part.length > 0),
    ),
);

/** ISO date `YYYY-MM-DD` (editions); anything else is a data error, not a guess. */
export const optionalIsoDate = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD')
    .optional(),
);
