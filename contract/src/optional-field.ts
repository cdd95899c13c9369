import type { z } from 'zod';

// Clients commonly send null for a field they leave out (JSON has no "undefined"): every request
// schema reads null in an optional field as absent (decision 067).
const nullAsAbsent = <T>(value: T | null | undefined): T | undefined => (value === null ? undefined : value);

/** An optional request field: missing, undefined and null all mean "not given". */
export function optionalField<T extends z.ZodType>(schema: T) {
  return schema.nullish().transform(nullAsAbsent).optional();
}

/** A request field with a default: missing, undefined and null all get `fallback`. */
export function defaultedField<T extends z.ZodType>(schema: T, fallback: z.output<T>) {
  return schema
    .nullish()
    .transform((value) => nullAsAbsent(value) ?? fallback)
    .default(fallback as never);
}
