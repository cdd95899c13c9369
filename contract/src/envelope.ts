import { z } from 'zod';
import { errorCodeSchema, type ErrorCode } from './errors.js';

export const apiErrorBodySchema = z.object({
  message: z.string(),
  code: errorCodeSchema,
  details: z.unknown().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  error: apiErrorBodySchema,
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export type SuccessEnvelope<T> = { success: true; data: T };
export type Envelope<T> = SuccessEnvelope<T> | ErrorEnvelope;

/** The success envelope around a given data schema (for clients parsing answers and for docs). */
export function successEnvelope<T extends z.ZodType>(dataSchema: T) {
  return z.object({
    success: z.literal(true),
    data: dataSchema,
  });
}

/** Either envelope, discriminated by `success`. */
export function envelopeSchema<T extends z.ZodType>(dataSchema: T) {
  return z.discriminatedUnion('success', [successEnvelope(dataSchema), errorEnvelopeSchema]);
}

export function ok<T>(data: T): SuccessEnvelope<T> {
  return { success: true, data };
}

export function fail(code: ErrorCode, message: string, details?: unknown): ErrorEnvelope {
  return details === undefined
    ? { success: false, error: { code, message } }
    : { success: false, error: { code, message, details } };
}
